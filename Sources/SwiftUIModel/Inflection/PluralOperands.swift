import Foundation

/// The plural category of a number, as Unicode CLDR defines it ("Language Plural Rules",
/// https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html).
enum PluralCategory: String, Sendable { case zero, one, two, few, many, other }

/// CLDR's plural operands, read from a number *as it is shown*: `n` the absolute value, `i` the
/// integer digits, `v` the number of visible fraction digits. "1" and "1.0" are different
/// operands (v = 0 and v = 1), which is why English says "1 night" but "1.0 nights".
struct PluralOperands: Equatable, Sendable {
    var n: Double
    var i: Int
    var v: Int

    /// Reads the operands from formatted digits, ignoring grouping separators and a currency or
    /// other symbols; `decimalSeparator` is the locale's.
    init?(formatted: String, decimalSeparator: String = ".") {
        var integer = "", fraction = "", inFraction = false, sawDigit = false
        let separator = Character(decimalSeparator.isEmpty ? "." : decimalSeparator)
        for c in formatted {
            if c.isASCII, c.isNumber {
                sawDigit = true
                if inFraction { fraction.append(c) } else { integer.append(c) }
            } else if c == separator, sawDigit, !inFraction {
                inFraction = true
            } else if sawDigit, c.isLetter || c.isWhitespace {
                break
            }
        }
        guard sawDigit, let i = Int(integer.isEmpty ? "0" : integer) else { return nil }
        self.i = i
        v = fraction.count
        n = Double("\(integer.isEmpty ? "0" : integer).\(fraction.isEmpty ? "0" : fraction)") ?? Double(i)
    }

    init(n: Double, i: Int, v: Int) { self.n = n; self.i = i; self.v = v }
}
