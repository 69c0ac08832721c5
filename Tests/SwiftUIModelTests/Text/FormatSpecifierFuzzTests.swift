import Foundation
@testable import SwiftUIModel
import Testing

/// Generated format strings: the scanner never crashes or hangs, its literals never hold more
/// than the source, and a string with no `%` is one literal.
@Suite("Fuzzing the format-specifier scanner")
struct FormatSpecifierFuzzTests {
    static let tokens = ["%", "%%", "lld", "ld", "d", "@", "lf", "f", ".1", ".", "2$", "$", "1", "99999999999999999999", "l", "h", "hh",
                         "q", "u", "llu", "s", "x", "X", "e", "g", "*", "-", "+", " ", "#", "0", "a", "é", "🙂", "\n"]

    @Test func generatedFormats() {
        let report = Fuzz.run("format-specifier scanner") { random in
            let input = random.text(Self.tokens, upTo: 20)
            let segments = FormatSpecifierScanner.segments(input)
            var literal = 0, written = 0
            for segment in segments {
                switch segment {
                case let .literal(text): literal += text.count
                case let .specifier(text, _): written += text.count
                }
            }
            #expect(literal + written <= input.count, "\(input.debugDescription)")
            if !input.contains("%") { #expect(segments == (input.isEmpty ? [] : [.literal(input)]) || segments == [.literal(input)], "\(input.debugDescription)") }
            return input
        }
        #expect(report.slowInputs.isEmpty, "slow: \(report.slowInputs.prefix(1))")
    }
}
