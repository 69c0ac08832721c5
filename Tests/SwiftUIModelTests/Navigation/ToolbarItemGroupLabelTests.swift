@testable import SwiftUIModel
import Testing

/// A labelled toolbar item group (ToolbarItemGroup+Label.swift) keeps its placement; its content,
/// not modelled, reports itself when shown; a group of customisable items stays customisable
/// (CustomizableToolbarContent.swift).
@Suite("Labelled toolbar item groups") @MainActor
struct ToolbarItemGroupLabelTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aLabelledGroupKeepsItsPlacementAndReportsItsContent() {
        _ = ModelProblems.take()
        let group = ToolbarItemGroup(placement: .bottomBar) { Text("a"); Text("b") } label: { Text("More") }
        let items = ToolbarFlattening.items(group)
        #expect(items.map(\.placement) == ["bottomBar"])
        _ = mount(AnyView(items[0].view))
        #expect(ModelProblems.take().contains { $0.contains("`LabeledToolbarItemGroupContent` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aGroupOfCustomisableItemsIsCustomisable() {
        func customisable<C: CustomizableToolbarContent>(_ content: C) -> C { content }
        let group = customisable(Group { ToolbarItem(id: "a", placement: .status) { Text("a") } })
        #expect(ToolbarFlattening.items(group).map(\.placement) == ["status"])
    }
}
