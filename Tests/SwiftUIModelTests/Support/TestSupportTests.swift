@testable import SwiftUIModel
import Testing

/// The lookups the tests are built on fail when they find nothing: a tap on a title that is not
/// on screen, or a kind of view that is not there, records an issue (expected here).
@Suite("The tests' lookups") @MainActor
struct TestSupportTests {
    @Test func tappingATitleThatIsNotOnScreenIsAnIssue() {
        let graph = mount(Button("Save") {})
        withKnownIssue { tap("Cancel", in: graph) }
    }

    @Test func findingAKindThatIsNotOnScreenIsAnIssue() {
        let graph = mount(Text("x"))
        withKnownIssue { _ = find("Toggle", in: graph) }
        #expect(!isShown("Toggle", in: graph))
        #expect(find("Text", in: graph)?.content == "\"x\"")
    }
}
