@testable import SwiftUIModel
import Testing

/// `SearchFieldPlacement.toolbarPrincipal` reports that the field is drawn where automatic draws it.
@Suite("Search field placements") @MainActor
struct SearchFieldPlacementTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func thePrincipalToolbarPlacementReportsItself() {
        _ = ModelProblems.take()
        _ = SearchFieldPlacement.toolbarPrincipal
        #expect(ModelProblems.take().contains { $0.contains("`SearchFieldPlacement.toolbarPrincipal` is not modelled") })
    }
}
