@testable import SwiftUIModel
import Testing

/// Customisable toolbars (`Navigation/CustomizableToolbarContent.swift`): the builder keeps items
/// made with identifiers customisable, `toolbar(id:content:)` places them as `toolbar(content:)`
/// does on iPhone, and the customisation modifiers report themselves.
@Suite("Customizable toolbar content") @MainActor
struct CustomizableToolbarContentTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @ToolbarContentBuilder func items(extra: Bool, leading: Bool) -> some CustomizableToolbarContent {
        ToolbarItem(id: "a", placement: .topBarTrailing) { Text("a") }
        if extra {
            ToolbarItem(id: "b", placement: .bottomBar) { Text("b") }
        }
        if leading {
            ToolbarItem(id: "c", placement: .topBarLeading) { Text("c") }
        } else {
            ToolbarItem(id: "d", placement: .principal) { Text("d") }
        }
        Group {
            ToolbarItem(id: "e", placement: .status) { Text("e") }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theBuilderKeepsItemsCustomisableInOrder() {
        #expect(ToolbarFlattening.items(items(extra: true, leading: true)).map(\.placement)
            == ["topBarTrailing", "bottomBar", "topBarLeading", "status"])
        #expect(ToolbarFlattening.items(items(extra: false, leading: false)).map(\.placement)
            == ["topBarTrailing", "principal", "status"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomisableToolbarShowsItsItems() {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    Text("Body")
                        .toolbar(id: "main") {
                            ToolbarItem(id: "share", placement: .topBarTrailing) { Text("Share") }
                            ToolbarItem(id: "edit", placement: .topBarLeading) { Text("Edit") }
                        }
                }
            }
        }
        let graph = mount(Screen())
        #expect(plainTexts(graph).contains("Share"))
        #expect(plainTexts(graph).contains("Edit"))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theCustomisationModifiersReportThemselvesAndKeepTheItem() {
        _ = ModelProblems.take()
        let item = ToolbarItem(id: "a", placement: .topBarTrailing) { Text("a") }
        let customised = item.customizationBehavior(.disabled)
            .defaultCustomization(.hidden)
            .sharedBackgroundVisibility(.hidden)
        #expect(ToolbarFlattening.items(customised).map(\.placement) == ["topBarTrailing"])
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`CustomizableToolbarContent.customizationBehavior(_:)` is not modelled") })
        #expect(problems.contains { $0.contains("`CustomizableToolbarContent.defaultCustomization(_:options:)` is not modelled") })
        #expect(problems.contains { $0.contains("`CustomizableToolbarContent.sharedBackgroundVisibility(_:)` is not modelled") })
    }
}
