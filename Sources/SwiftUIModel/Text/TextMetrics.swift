import Foundation

/// How wide text is, how tall its lines are, where lines break.
///
/// Widths come from real fonts' advance widths (`FontData/`): San Francisco's metrics are not
/// published, so each character is measured with a metrically close open face (Inter for SF Pro
/// Text and Display, by weight and optical size; Noto Sans Mono for SF Mono; Noto Serif for New
/// York; docs/FACTS.md, "Text metrics"). CJK ideographs and kana are one em wide and Hangul
/// syllables 0.92 em (Noto Sans CJK's advances); an emoji is 1.245 em (Noto Color Emoji's advance,
/// 2550 of 2048 units), about as wide as it is tall. Not modelled: kerning, SF's size-dependent
/// tracking (no published table was found), ligatures. A line's width is rounded up to a whole
/// point. Line height: the text style's line height from Apple's table (body 17 pt → 22 pt),
/// scaled with the size; other fonts 1.29 em, body's ratio.
enum TextMetrics {
    /// The weight and design a run is measured in.
    struct Face: Hashable {
        var weight: Font.Weight = .regular
        var design: Font.Design? = nil

        /// Markdown's `**bold**` and `.bold()` set the bold weight; heavier weights stay.
        func bolded(_ bold: Bool) -> Face {
            guard bold, weight.value < Font.Weight.bold.value else { return self }
            var copy = self
            copy.weight = .bold
            return copy
        }
    }

    /// Noto Color Emoji's advance (2550 / 2048 units).
    static let emojiAdvance: CGFloat = 2550 / 2048

    /// A character's advance in em.
    static func advance(_ c: Character, in face: FontFace) -> CGFloat {
        if isEmoji(c) { return emojiAdvance }
        var total: CGFloat = 0
        for scalar in c.unicodeScalars {
            if let wide = eastAsianAdvance(scalar) { total += wide; continue }
            if let advance = face.advance(of: scalar) { total += advance; continue }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format, .control: continue
            default: total += face.averageAdvance
            }
        }
        return total
    }

    /// Full-width East Asian characters (Noto Sans CJK: 1000 of 1000 units for ideographs and
    /// kana, 920 for Hangul syllables).
    static func eastAsianAdvance(_ scalar: Unicode.Scalar) -> CGFloat? {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF60: return 1
        case 0xAC00...0xD7A3: return 0.92
        default: return nil
        }
    }

    /// Whether a character is drawn as an emoji: emoji presentation by default, or asked for
    /// with U+FE0F, a keycap, or a sequence joined with U+200D.
    static func isEmoji(_ c: Character) -> Bool {
        guard let first = c.unicodeScalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        return c.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
    }

    static func width(of string: Substring, size: CGFloat, face: Face) -> CGFloat {
        let font = FontFaces.face(weight: face.weight, design: face.design, size: size)
        let ems = string.reduce(CGFloat(0)) { $0 + advance($1, in: font) }
        return (ems * size).rounded(.up)
    }

    static func width(of string: String, size: CGFloat, face: Face = Face()) -> CGFloat {
        width(of: string[...], size: size, face: face)
    }

    static func width(of string: String, size: CGFloat, bold: Bool) -> CGFloat {
        width(of: string[...], size: size, face: Face().bolded(bold))
    }

    static func lineHeight(_ size: CGFloat) -> CGFloat { (size * 22 / 17).rounded() }

    /// The lines a string takes in a width, and whether it had to be cut to fit `lineLimit`.
    struct Lines: Equatable {
        var lines: [String]
        var truncated: Bool
        /// Each line's width, rounded up to a whole point.
        var widths: [CGFloat] = []
    }

    /// A character and the width it takes in its run's style, in points: text is measured as
    /// cells so that runs of different weights, and inline images, each take their own width.
    struct Cell: Equatable {
        var character: Character
        var width: CGFloat
    }

    /// The cells of a string in one size and face.
    static func cells(_ string: String, size: CGFloat, face: Face) -> [Cell] {
        let font = FontFaces.face(weight: face.weight, design: face.design, size: size)
        return string.map { Cell(character: $0, width: advance($0, in: font) * size) }
    }

    /// A line's width: its cells' widths, rounded up to a whole point.
    static func width(of cells: some Collection<Cell>) -> CGFloat {
        cells.reduce(CGFloat(0)) { $0 + $1.width }.rounded(.up)
    }

    static func lines(_ string: String, size: CGFloat, bold: Bool, width: CGFloat?, lineLimit: Int?) -> Lines {
        lines(string, size: size, face: Face().bolded(bold), width: width, lineLimit: lineLimit)
    }

    static func lines(_ string: String, size: CGFloat, face: Face, width: CGFloat?, lineLimit: Int?) -> Lines {
        lines(cells(string, size: size, face: face), ellipsis: cells("…", size: size, face: face)[0], width: width, lineLimit: lineLimit)
    }

    /// Greedy line breaking at spaces (UAX #14 in its simplest form); a word longer than a line
    /// is broken by characters. With a line limit, the last line kept ends in "…" where the text
    /// was cut (SwiftUI's default truncation mode, `.tail`).
    static func lines(_ cells: [Cell], ellipsis: Cell, width: CGFloat?, lineLimit: Int?) -> Lines {
        var lines: [[Cell]] = []
        for paragraph in cells.split(omittingEmptySubsequences: false, whereSeparator: { $0.character == "\n" }) {
            lines += wrap(Array(paragraph), width: width ?? .infinity)
        }
        func text(_ line: [Cell]) -> String { String(line.map(\.character)) }
        guard let limit = lineLimit, limit > 0, lines.count > limit else {
            return Lines(lines: lines.map(text), truncated: false, widths: lines.map { self.width(of: $0) })
        }
        var kept = Array(lines.prefix(limit))
        let space = cells.first { $0.character == " " } ?? Cell(character: " ", width: 0)
        var last = kept[limit - 1] + [space] + lines[limit]
        let maxWidth = width ?? .infinity
        while !last.isEmpty, self.width(of: last + [ellipsis]) > maxWidth {
            last.removeLast()
        }
        while last.last?.character == " " { last.removeLast() }
        kept[limit - 1] = last + [ellipsis]
        return Lines(lines: kept.map(text), truncated: true, widths: kept.map { self.width(of: $0) })
    }

    static func wrap(_ cells: [Cell], width: CGFloat) -> [[Cell]] {
        guard width.isFinite else { return [cells] }
        var lines: [[Cell]] = []
        var current: [Cell] = []
        for word in cells.split(omittingEmptySubsequences: false, whereSeparator: { $0.character == " " }).map(Array.init) {
            let space = cells.first { $0.character == " " } ?? Cell(character: " ", width: 0)
            let candidate = current.isEmpty ? word : current + [space] + word
            if self.width(of: candidate) <= width {
                current = candidate
            } else if current.isEmpty {
                // A word wider than the line: break it by characters.
                var piece: [Cell] = []
                for cell in word {
                    if !piece.isEmpty, self.width(of: piece + [cell]) > width {
                        lines.append(piece); piece = []
                    }
                    piece.append(cell)
                }
                current = piece
            } else {
                lines.append(current)
                current = word
                if self.width(of: current) > width {
                    let broken = wrap(current, width: width)
                    lines += broken.dropLast()
                    current = broken.last ?? []
                }
            }
        }
        lines.append(current)
        return lines
    }
}
