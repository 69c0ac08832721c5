import Foundation
@testable import SwiftUIModel
import Testing

/// Generated words, numbers and inflection markup: the engine never crashes or hangs, and a word
/// always has a plural and a singular.
@Suite("Fuzzing the inflection engine")
struct InflectionFuzzTests {
    static let letters = ["a", "b", "c", "s", "x", "y", "z", "o", "f", "e", "i", "u", "sh", "ch", "man", "child", "person", "A", "Y", "é", "-", "'", "1"]
    static let numbers = ["0", "1", "2", "1.0", "1.5", "-1", "1,001", "1e3", "", ".", "..", "00", "1.", "١", "nan", "∞"]

    @Test func wordsAndNumbers() {
        let en = Locale(identifier: "en_US")
        let report = Fuzz.run("inflection engine") { random in
            let word = random.text(Self.letters, upTo: 8)
            if !word.isEmpty {
                #expect(!EnglishInflection.plural(of: word).isEmpty, "plural of \(word.debugDescription)")
                #expect(!EnglishInflection.singular(of: word).isEmpty, "singular of \(word.debugDescription)")
            }
            let number = random.text(Self.numbers, upTo: 3)
            if let operands = PluralOperands(formatted: number) { _ = EnglishInflection().pluralCategory(operands) }
            let count = random.pick([0, 1, 2, 5, -1, 1_000_000, Int.max, Int.min])
            let phrase = (0..<random.below(4)).map { _ in random.text(Self.letters, upTo: 6) }.joined(separator: " ")
            let key: LocalizedStringKey = random.chance(50) ? "^[\(count) \(phrase)](inflect: true)" : "\(count) ^[\(phrase)](inflect: true)"
            _ = String(AttributedString(localized: String.LocalizationValue(stringInterpolation: {
                var interpolation = String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
                interpolation.storage = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
                interpolation.storage.format = key.key
                interpolation.storage.arguments = key.arguments
                return interpolation
            }()), locale: en).characters)
            return "\(word) \(number) \(count) \(phrase)"
        }
        #expect(report.slowInputs.isEmpty, "slow: \(report.slowInputs.prefix(1))")
    }
}
