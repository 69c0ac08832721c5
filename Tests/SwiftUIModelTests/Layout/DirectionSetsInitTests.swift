@testable import SwiftUIModel
import Testing

/// The one-member initialisers of the direction and corner sets report themselves (the sets are
/// generated placeholders).
@Suite("Direction and corner sets of one member") @MainActor
struct DirectionSetsInitTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func oneMemberSetsReportThemselves() {
        _ = HorizontalDirection.Set(.leading)
        #expect(ModelProblems.recorded.contains { $0.contains("`HorizontalDirection.Set.init(_:)` is not modelled") })
        _ = VerticalDirection.Set(.up)
        #expect(ModelProblems.recorded.contains { $0.contains("`VerticalDirection.Set.init(_:)` is not modelled") })
        _ = Edge.Corner.Set(.topLeading)
        #expect(ModelProblems.recorded.contains { $0.contains("`Edge.Corner.Set.init(_:)` is not modelled") })
    }
}
