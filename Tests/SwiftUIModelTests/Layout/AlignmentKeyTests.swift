import Foundation
@testable import SwiftUIModel
import Testing

/// Alignments' keys and a container's corner insets are not modelled: reading one reports itself.
@Suite("Alignment keys and corner insets") @MainActor
struct AlignmentKeyTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func readingAKeyOrCornerInsetsReportsIt() {
        _ = ModelProblems.take()
        _ = HorizontalAlignment.leading.key
        _ = VerticalAlignment.top.key
        let proxy = GeometryProxy(size: CGSize(width: 10, height: 10), safeAreaInsets: EdgeInsets(), globalFrame: .zero)
        _ = proxy.containerCornerInsets
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("HorizontalAlignment.key") })
        #expect(problems.contains { $0.contains("VerticalAlignment.key") })
        #expect(problems.contains { $0.contains("GeometryProxy.containerCornerInsets") })
    }
}
