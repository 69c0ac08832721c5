import Foundation
@testable import SwiftUIModel
import Testing

private struct LocaleReader: View {
    @Environment(\.locale) private var locale
    let name: String
    var body: some View {
        VStack {
            Text("\(name) \(locale.identifier)")
            if name == "outer" { LocaleReader(name: "inner") }
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
    }
}

private struct DeepLocale: View {
    @Environment(\.locale) private var locale
    let depth: Int
    var body: some View {
        VStack {
            Text("\(depth) \(locale.identifier)")
            if depth == 1 {
                DeepLocale(depth: 2).environment(\.locale, Locale(identifier: "fr_FR"))
            } else if depth == 2 {
                DeepLocale(depth: 3)
            }
        }
    }
}

@Suite("The environment") @MainActor
struct EnvironmentTests {
    static var english: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        return environment
    }

    @Test func aViewsOwnModifierReachesItsChildrenNotItself() {
        let graph = mount(LocaleReader(name: "outer"), environment: Self.english)
        #expect(texts(graph) == ["\"outer en_US\"", "\"inner de_DE\""])
    }

    @Test func theNearestEnvironmentSettingWinsAtEveryDepth() {
        let graph = mount(DeepLocale(depth: 1).environment(\.locale, Locale(identifier: "de_DE")), environment: Self.english)
        #expect(texts(graph) == ["\"1 de_DE\"", "\"2 fr_FR\"", "\"3 fr_FR\""])
    }
}

/// EnvironmentValues' description and `transformEnvironment` (OpenSwiftUI's environment
/// compatibility tests, run against SwiftUI).
@Suite("Environment values")
@MainActor
struct EnvironmentValuesTests {
    struct FlagKey: EnvironmentKey { static let defaultValue = false }

    @Test func eachWriteIsDescribedNewestFirst() {
        var environment = EnvironmentValues()
        #expect(environment.description == "[]")
        environment[FlagKey.self] = false
        environment[FlagKey.self] = true
        #expect(environment.description == "[EnvironmentPropertyKey<FlagKey> = true, EnvironmentPropertyKey<FlagKey> = false]")
        #expect(environment[FlagKey.self])
    }

    @Observable final class Library { var name = "city" }

    /// `subscript(objectType:)` reads and writes the objects `environment(_:)` files by type.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anObservableObjectIsFoundByItsType() {
        var environment = EnvironmentValues()
        #expect(environment[Library.self] == nil)
        let library = Library()
        environment[Library.self] = library
        #expect(environment[Library.self] === library)
        environment[Library.self] = nil
        #expect(environment[Library.self] == nil)
    }

    private struct FontReader: View {
        let log: EventLog
        @Environment(\.font) private var font
        var body: some View {
            let _ = log.record(font == .title ? "title" : "other")
            Text("x")
        }
    }

    @Test func aTransformSetsTheValueBelow() {
        let log = EventLog()
        _ = mount(FontReader(log: log).transformEnvironment(\.font) { $0 = .title })
        #expect(log.take() == ["title"])
    }
}
