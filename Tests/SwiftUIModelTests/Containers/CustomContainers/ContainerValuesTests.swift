import Foundation
@testable import SwiftUIModel
import Testing

private enum AccentEntry: _EntryKey {}

/// What `@Entry var accent: String = "none"` expands to (the test target does not load the macro plugin).
@available(*, deprecated, message: "tests API whose availability is data")
extension ContainerValues {
    var accent: String {
        get { self[AccentEntry.self, default: "none"] }
        set { self[AccentEntry.self, default: "none"] = newValue }
    }
}

@available(*, deprecated, message: "tests API whose availability is data")
private enum RankKey: ContainerValueKey {
    static var defaultValue: Int { 0 }
}

/// Container values: written on a view, read from its subview; the outermost write wins.
@Suite("Container values") @MainActor
struct ContainerValuesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSubviewReadsWhatWasWrittenOnItsViewOrTheDefault() {
        let subviews = SubviewResolution.subviews(of: TupleView((
            Text("a").containerValue(\.accent, "red"),
            Text("b")
        )))
        #expect(subviews.map(\.containerValues.accent) == ["red", "none"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aKeyTypeIsReadThroughTheSubscript() {
        var values = ContainerValues()
        #expect(values[RankKey.self] == 0)
        values[RankKey.self] = 3
        #expect(values[RankKey.self] == 3)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theOutermostWriteWinsAndAGroupsWriteReachesEachView() {
        let subviews = SubviewResolution.subviews(of: Group {
            Text("a").containerValue(\.accent, "inner")
            Text("b")
        }.containerValue(\.accent, "outer"))
        #expect(subviews.map(\.containerValues.accent) == ["outer", "outer"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func tagsAreTheTagOrTheForEachId() {
        let subviews = SubviewResolution.subviews(of: ForEach(["x", "y"], id: \.self) { name in
            if name == "x" { Text(name).tag(1) } else { Text(name) }
        })
        #expect(subviews[0].containerValues.tag(for: Int.self) == 1)
        #expect(subviews[1].containerValues.tag(for: String.self) == "y")
        #expect(subviews[1].containerValues.hasTag("y"))
        #expect(!subviews[1].containerValues.hasTag("x"))
    }

    struct Ranked: Layout {
        @available(*, deprecated, message: "tests API whose availability is data")
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat(subviews.map(\.containerValues.accent.count).reduce(0, +)), height: 1)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aLayoutReadsItsSubviewsContainerValues() {
        let graph = mount(Ranked { Text("a").containerValue(\.accent, "four"); Text("b") })
        let root = graph.displayTree()[0]
        // "four" and the default "none": 8 points.
        #expect(root.sizeThatFits(ProposedViewSize(width: 100, height: 100)).width == 8)
    }
}
