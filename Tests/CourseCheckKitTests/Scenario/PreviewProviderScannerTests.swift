@testable import CourseCheckKit
import Testing

@Suite("PreviewProvider scanner")
struct PreviewProviderScannerTests {
    @Test func findsTopLevelProvidersByTheirMangledNames() {
        let source = """
        struct Card_Previews: PreviewProvider {
            static var previews: some View { Text("x") }
        }
        enum Gallery: SwiftUI.PreviewProvider {}
        final class Other: NSObject, PreviewProvider {}
        struct Card: View {}
            struct Nested_Previews: PreviewProvider {}
        private struct Hidden_Previews: PreviewProvider {}
        """
        #expect(PreviewProviderScanner.mangledNames(in: [source], module: "Probe")
            == ["5Probe13Card_PreviewsV", "5Probe7GalleryO", "5Probe5OtherC"])
    }
}
