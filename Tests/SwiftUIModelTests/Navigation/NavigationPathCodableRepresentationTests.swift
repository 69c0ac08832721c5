import Foundation
@testable import SwiftUIModel
import Testing

/// The placeholders Apple declares `Equatable`: comparing reports itself (every value is alike).
@Suite("Placeholder equality") @MainActor
struct NavigationPathCodableRepresentationTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func comparingAPlaceholderReportsIt() {
        _ = ModelProblems.take()
        let path = NavigationPath.CodableRepresentation(notModelledPlaceholder: ())
        #expect(path == NavigationPath.CodableRepresentation(notModelledPlaceholder: ()))
        let events = SpatialEventCollection(notModelledPlaceholder: ())
        #expect(events == SpatialEventCollection(notModelledPlaceholder: ()))
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("NavigationPath.CodableRepresentation.==") })
        #expect(problems.contains { $0.contains("SpatialEventCollection.==") })
    }
}
