import Foundation
@testable import SwiftUIModel
import Testing

/// A link of a `Codable` value pushes it as one of a `Hashable` value does; a path restored from a
/// saved form is empty and says so.
@Suite("NavigationLink of Codable values") @MainActor
struct NavigationLinkCodableTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCodableValueIsTheLinksTarget() {
        func target<L, D>(_ link: NavigationLink<L, D>) -> AnyHashable? {
            if case .value(let value) = link.target { return value }
            return nil
        }
        #expect(target(NavigationLink("Five", value: 5)) == AnyHashable(5))
        #expect(target(NavigationLink(String("Six"), value: 6)) == AnyHashable(6))
        #expect(target(NavigationLink(value: "seven") { Text("Seven") }) == AnyHashable("seven"))
        #expect(texts(mount(NavigationLink("Five", value: 5))) == ["\"Five\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aRestoredPathIsEmptyAndSaysSo() throws {
        _ = ModelProblems.take()
        let saved = try JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: Data("{}".utf8))
        #expect(NavigationPath(saved).isEmpty)
        #expect(ModelProblems.take().contains { $0.contains("NavigationPath.init") })
    }
}
