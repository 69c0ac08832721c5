@testable import SwiftUIModel
import Testing

/// The toolbar builder: Apple's fixed-arity blocks, `if`, `if`/`else` and `if #available` make the
/// items whose branches were taken, in order.
@Suite("ToolbarContentBuilder") @MainActor
struct ToolbarContentBuilderTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @ToolbarContentBuilder func items(extra: Bool, leading: Bool) -> some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) { Text("a") }
        if extra {
            ToolbarItem(placement: .bottomBar) { Text("b") }
        }
        if leading {
            ToolbarItem(placement: .topBarLeading) { Text("c") }
        } else {
            ToolbarItem(placement: .principal) { Text("d") }
        }
        if #available(iOS 17.5, *) {
            ToolbarItem(placement: .status) { Text("e") }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @ToolbarContentBuilder func ten() -> some ToolbarContent {
        ToolbarItem { Text("1") }; ToolbarItem { Text("2") }; ToolbarItem { Text("3") }; ToolbarItem { Text("4") }
        ToolbarItem { Text("5") }; ToolbarItem { Text("6") }; ToolbarItem { Text("7") }; ToolbarItem { Text("8") }
        ToolbarItem { Text("9") }; ToolbarItem { Text("10") }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theTakenBranchesMakeTheItemsInOrder() {
        #expect(ToolbarFlattening.items(items(extra: true, leading: true)).map(\.placement)
            == ["topBarTrailing", "bottomBar", "topBarLeading", "status"])
        #expect(ToolbarFlattening.items(items(extra: false, leading: false)).map(\.placement)
            == ["topBarTrailing", "principal", "status"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func tenItemsInOneBlock() {
        #expect(ToolbarFlattening.items(ten()).count == 10)
    }
}
