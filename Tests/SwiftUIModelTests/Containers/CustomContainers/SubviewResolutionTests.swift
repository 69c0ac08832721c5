import Foundation
@testable import SwiftUIModel
import Testing

/// What a custom container's content stands for: the graph's list rules, applied to the value.
@Suite("Subview resolution") @MainActor
struct SubviewResolutionTests {
    struct Row: View {
        let title: String
        var body: some View { Text(title) }
    }

    struct TwoTexts: View {
        var body: some View { Text("a"); Text("b") }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    func count(@ViewBuilder _ content: () -> some View) -> Int {
        SubviewResolution.subviews(of: content()).count
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func blocksGroupsForEachAndConditionsStandForTheirViews() {
        #expect(count { Text("1"); Text("2"); Text("3") } == 3)
        #expect(count { Group { Text("1"); Text("2") }; Text("3") } == 3)
        #expect(count { ForEach(0..<4) { Text("\($0)") } } == 4)
        #expect(count { if true { Text("1"); Text("2") } else { Text("3") } } == 2)
        #expect(count { if false { Text("1") } } == 0)
        #expect(count { EmptyView() } == 0)
        #expect(count { AnyView(Group { Text("1"); Text("2") }) } == 2)
        // A container is one view; so is a view with a body of its own.
        #expect(count { VStack { Text("1"); Text("2") } } == 1)
        #expect(count { Row(title: "1"); Row(title: "2") } == 2)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aModifierOnAListAppliesToEachOfItsViews() {
        let subviews = SubviewResolution.subviews(of: Group { Text("1"); Text("2") }.tag(7))
        #expect(subviews.count == 2)
        #expect(subviews.allSatisfy { $0.containerValues.hasTag(7) })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func identitiesAreWhereTheViewsSit() {
        let first = SubviewResolution.subviews(of: ForEach(["x", "y"], id: \.self) { Text($0) })
        let again = SubviewResolution.subviews(of: ForEach(["y"], id: \.self) { Text($0) })
        #expect(first[1].id == again[0].id)
        #expect(first[0].id != first[1].id)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func viewsOutsideSectionsFormImplicitSections() {
        let sections = SubviewResolution.sections(of: TupleView((
            Text("loose"),
            Section { Text("a"); Text("b") } header: { Text("H") },
            Text("after")
        )))
        #expect(sections.count == 3)
        #expect(sections.map(\.content.count) == [1, 2, 1])
        #expect(sections.map(\.header.count) == [0, 1, 0])
        #expect(SubviewResolution.sections(of: EmptyView()).count == 1)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aViewWithABodyOfSeveralViewsReportsItselfWhenShown() {
        _ = ModelProblems.take()
        // The subview reports when it is drawn, which is when its units are known.
        #expect(texts(mount(VStack { ForEach(subviews: Group { TwoTexts() }) { $0 } })) == ["\"a\"", "\"b\""])
        #expect(ModelProblems.take().contains { $0.contains("Subview of a view with a body") })
        #expect(texts(mount(VStack { ForEach(subviews: Group { Row(title: "x") }) { $0 } })) == ["\"x\""])
        #expect(ModelProblems.take().isEmpty)
    }
}
