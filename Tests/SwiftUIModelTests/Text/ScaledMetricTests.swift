import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `@ScaledMetric`: the written value at the standard text size; elsewhere a report.
@Suite("A scaled metric") @MainActor
struct ScaledMetricTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Square: View {
        @ScaledMetric(relativeTo: .title) var side: CGFloat = 40
        var body: some View { Color.red.frame(width: side, height: side) }
    }

    func width(_ view: some View) -> CGFloat {
        mount(view).displayTree()[0].sizeThatFits(ProposedViewSize(width: 300, height: 300)).width
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func atTheStandardSizeItIsTheWrittenValue() {
        #expect(width(Square()) == 40)
        #expect(width(Square().environment(\.dynamicTypeSize, .large)) == 40)
        #expect(!ModelProblems.take().contains { $0.contains("ScaledMetric") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func atAnotherSizeItReportsItself() {
        #expect(width(Square().environment(\.dynamicTypeSize, .accessibility3)) == 40)
        #expect(ModelProblems.take().contains { $0.contains("ScaledMetric at Dynamic Type size accessibility3 (relative to title)") })
    }
}
