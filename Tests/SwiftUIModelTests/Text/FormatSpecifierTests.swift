import Foundation
@testable import SwiftUIModel
import Testing

@Suite struct SpecifierTests {
    @Test func scannerFindsSpecifiersAndPercent() {
        #expect(FormatSpecifierScanner.segments("%lld of %2$@ at 100%%") == [
            .specifier("%lld", position: nil), .literal(" of "), .specifier("%2$@", position: 2), .literal(" at 100%"),
        ])
    }

    @Test func formattingUsesTheLocalesGrouping() {
        let us = Locale(identifier: "en_US"), de = Locale(identifier: "de_DE")
        let double = FormatArgument(specifier: "%lf", value: .cVarArg(98765.25), isNumber: true)
        #expect(KeyResolver.format(double, locale: us) == "98,765.250000")
        #expect(KeyResolver.format(double, locale: de) == "98.765,250000")
        let precise = FormatArgument(specifier: "%.1f", value: .cVarArg(2.25), isNumber: true)
        #expect(KeyResolver.format(precise, locale: us) == "2.2" || KeyResolver.format(precise, locale: us) == "2.3")
    }

    @MainActor @Test func interpolationPicksSwiftUIsSpecifiers() {
        let count: Int32 = 7
        let key: LocalizedStringKey = "\(count) of \(3.5) — \(UInt(2)) \("s")"
        #expect(key.key == "%d of %lf — %llu %@")
        let literalPercent: LocalizedStringKey = "50% off \(1)"
        #expect(TextResolver.resolve(Text(literalPercent), in: .with(locale: Locale(identifier: "en_US"))) == "50% off 1")
    }
}
