@testable import SwiftUIModel
import Testing

/// Toolbar content the model does not place: it reports itself, and the other items keep their places.
@Suite("Toolbar spacers and title menus") @MainActor
struct ToolbarSpacerAndTitleMenuTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @ToolbarContentBuilder func items() -> some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) { Text("a") }
        ToolbarSpacer(.fixed, placement: .topBarLeading)
        ToolbarItem(placement: .topBarLeading) { Text("b") }
        ToolbarTitleMenu { Text("Rename") }
        DefaultToolbarItem(kind: .search, placement: .bottomBar)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func notPlacedContentReportsItselfAndTheItemsStay() {
        _ = ModelProblems.take()
        #expect(ToolbarFlattening.items(items()).map(\.placement) == ["topBarLeading", "topBarLeading"])
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`ToolbarSpacer` is not modelled") })
        #expect(problems.contains { $0.contains("`ToolbarTitleMenu` is not modelled") })
        #expect(problems.contains { $0.contains("`DefaultToolbarItem` is not modelled") })
    }
}
