import Foundation

/// A deterministic stand-in for San Francisco's metrics: how wide characters are, how tall lines
/// are, where lines break.
///
/// Advance widths are per class of character, in em, rounded from SF Pro Text's regular weight
/// (narrow letters i, l, j ≈ 0.24; most lowercase ≈ 0.53; m and w ≈ 0.83; capitals ≈ 0.66;
/// digits ≈ 0.6; space ≈ 0.26; punctuation ≈ 0.3). Bold and semibold runs are about 5% wider.
/// A line of mixed text comes out within about 10% of the simulator; a single word can be
/// further off. Line height: the text style's line height from Apple's table (body 17 pt → 22 pt),
/// scaled with the size; other fonts 1.29 em, body's ratio.
enum TextMetrics {
    static func advance(_ c: Character) -> CGFloat {
        if c == " " { return 0.26 }
        if "iljI.,:;'!|".contains(c) { return 0.24 }
        if "ftr()[]-\"".contains(c) { return 0.36 }
        if "mwMW".contains(c) { return 0.83 }
        if c == "…" { return 0.8 }
        if c.isNumber { return 0.6 }
        if c.isUppercase { return 0.66 }
        if c.isLetter { return 0.53 }
        if c.isPunctuation { return 0.3 }
        return 0.6
    }

    static func width(of string: Substring, size: CGFloat, bold: Bool = false) -> CGFloat {
        let ems = string.reduce(CGFloat(0)) { $0 + advance($1) }
        return (ems * size * (bold ? 1.05 : 1)).rounded(.up)
    }

    static func width(of string: String, size: CGFloat, bold: Bool = false) -> CGFloat {
        width(of: string[...], size: size, bold: bold)
    }

    static func lineHeight(_ size: CGFloat) -> CGFloat { (size * 22 / 17).rounded() }

    /// The lines a string takes in a width, and whether it had to be cut to fit `lineLimit`.
    struct Lines: Equatable {
        var lines: [String]
        var truncated: Bool
    }

    /// Greedy line breaking at spaces (UAX #14 in its simplest form); a word longer than a line
    /// is broken by characters. With a line limit, the last line kept ends in "…" where the text
    /// was cut (SwiftUI's default truncation mode, `.tail`).
    static func lines(_ string: String, size: CGFloat, bold: Bool, width: CGFloat?, lineLimit: Int?) -> Lines {
        var lines: [String] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), size: size, bold: bold, width: width ?? .infinity)
        }
        guard let limit = lineLimit, limit > 0, lines.count > limit else { return Lines(lines: lines, truncated: false) }
        var kept = Array(lines.prefix(limit))
        var last = kept[limit - 1] + " " + lines[limit]
        let maxWidth = width ?? .infinity
        while !last.isEmpty, self.width(of: last + "…", size: size, bold: bold) > maxWidth {
            last.removeLast()
        }
        while last.last == " " { last.removeLast() }
        kept[limit - 1] = last + "…"
        return Lines(lines: kept, truncated: true)
    }

    static func wrap(_ string: String, size: CGFloat, bold: Bool = false, width: CGFloat) -> [String] {
        guard width.isFinite else { return [string] }
        var lines: [String] = []
        var current = ""
        for word in string.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if self.width(of: candidate, size: size, bold: bold) <= width {
                current = candidate
            } else if current.isEmpty {
                // A word wider than the line: break it by characters.
                var piece = ""
                for c in word {
                    if !piece.isEmpty, self.width(of: piece + String(c), size: size, bold: bold) > width {
                        lines.append(piece); piece = ""
                    }
                    piece.append(c)
                }
                current = piece
            } else {
                lines.append(current)
                current = String(word)
                if self.width(of: current, size: size, bold: bold) > width {
                    let broken = wrap(current, size: size, bold: bold, width: width)
                    lines += broken.dropLast()
                    current = broken.last ?? ""
                }
            }
        }
        lines.append(current)
        return lines
    }
}
