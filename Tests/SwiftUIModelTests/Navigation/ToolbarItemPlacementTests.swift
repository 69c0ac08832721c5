@testable import SwiftUIModel
import Testing

/// The title-area placements: `title` takes the inline title's place and is not shown beside a
/// large title; iOS 26's large title and subtitle areas report themselves and show nothing.
@Suite("Toolbar item placements") @MainActor
struct ToolbarItemPlacementTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Screen: View {
        let placement: ToolbarItemPlacement
        let mode: NavigationBarItem.TitleDisplayMode
        var body: some View {
            NavigationStack {
                Text("Body")
                    .navigationTitle("Title")
                    .navigationBarTitleDisplayMode(mode)
                    .toolbar { ToolbarItem(placement: placement) { Text("Custom") } }
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTitleItemTakesTheInlineTitlesPlace() {
        let graph = mount(Screen(placement: .title, mode: .inline))
        #expect(plainTexts(graph).contains("Custom"))
        #expect(!plainTexts(graph).contains("Title"))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTitleItemIsNotShownBesideALargeTitle() {
        let graph = mount(Screen(placement: .title, mode: .large))
        #expect(!plainTexts(graph).contains("Custom"))
        #expect(plainTexts(graph).contains("Title"))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theLargeTitleAndSubtitleAreasReportThemselves() {
        for placement in [ToolbarItemPlacement.largeTitle, .subtitle, .largeSubtitle] {
            _ = ModelProblems.take()
            let graph = mount(Screen(placement: placement, mode: .large))
            #expect(!plainTexts(graph).contains("Custom"))
            #expect(ModelProblems.take().contains { $0.contains("`ToolbarItemPlacement.\(placement.name)` is not modelled") })
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anItemMadeWithAnIdentifierIsIdentifiedByIt() {
        #expect(ToolbarItem(id: "share") { Text("Share") }.id == "share")
    }
}
