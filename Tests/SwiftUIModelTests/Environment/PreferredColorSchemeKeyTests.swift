import Testing
@testable import SwiftUIModel

/// Of several preferred colour schemes, the first that is not nil wins.
@Suite("PreferredColorSchemeKey")
struct PreferredColorSchemeKeyTests {
    @Test func theFirstSchemeThatIsNotNilWins() {
        var value = PreferredColorSchemeKey.defaultValue
        PreferredColorSchemeKey.reduce(value: &value) { nil }
        #expect(value == nil)
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        PreferredColorSchemeKey.reduce(value: &value) { .light }
        #expect(value == .dark)
    }
}
