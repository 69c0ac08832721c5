import Foundation

/// How wide text is, how tall its lines are, where lines break.
///
/// Widths come from real fonts' advance widths (`FontData/`): San Francisco's per-glyph metrics
/// are not published, so each character is measured with a metrically close open face (Inter for
/// SF Pro, blended into Inter Display from 17 to 28 points as SF's optical size moves; Noto Sans
/// Mono for SF Mono; Noto Serif for New York; docs/FACTS.md, "Text metrics"), plus SF's tracking
/// for the size (`SanFrancisco.tracking`). CJK ideographs and kana are one em wide and Hangul
/// syllables 0.92 em (Noto Sans CJK's advances); an emoji is 1.245 em (Noto Color Emoji's advance,
/// 2550 of 2048 units), about as wide as it is tall. Not modelled: kerning, ligatures. A line's
/// width is rounded up to the pixel, as SwiftUI rounds a text's size (OpenSwiftUI
/// `Text+StringDrawingContext.swift`: `result.size.round(.up, toMultipleOf: pixelLength)`).
/// Line height: SF's ascender, descender and line gap on iOS (`SanFrancisco.metrics`; 20.29 points
/// at 17), the lines' total rounded up to the pixel.
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

    /// A character's advance in em, without tracking.
    static func advance(_ c: Character, in face: MeasuringFace) -> CGFloat {
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

    /// A string's width on one line, rounded up to `pixelLength` (1: whole points, the default of
    /// SwiftUI's `EnvironmentValues.displayScale`).
    static func width(of string: String, size: CGFloat, face: Face = Face(), pixelLength: CGFloat = 1) -> CGFloat {
        width(of: cells(string, size: size, face: face), pixelLength: pixelLength)
    }

    static func width(of string: String, size: CGFloat, bold: Bool) -> CGFloat {
        width(of: string, size: size, face: Face().bolded(bold))
    }

    /// One line's height at a size, rounded up to `pixelLength`.
    static func lineHeight(_ size: CGFloat, pixelLength: CGFloat = 1) -> CGFloat {
        SanFrancisco.metrics.lineHeight(at: size).roundedUp(toPixel: pixelLength)
    }

    /// The height of `count` lines, `spacing` points apart (`lineSpacing`), rounded up to the
    /// pixel once for the whole text, as SwiftUI rounds a text's size (OpenSwiftUI's tests of its
    /// text metrics: `(lineHeight × lineCount).rounded(.up)`).
    static func height(lines count: Int, lineHeight: CGFloat, spacing: CGFloat = 0, pixelLength: CGFloat) -> CGFloat {
        let count = CGFloat(max(count, 1))
        return (count * lineHeight + (count - 1) * spacing).roundedUp(toPixel: pixelLength)
    }

    /// The lines a string takes in a width, and whether it had to be cut to fit `lineLimit`.
    struct Lines: Equatable {
        var lines: [String]
        var truncated: Bool
        /// Each line's width, rounded up to the pixel.
        var widths: [CGFloat] = []
    }

    /// A character and the width it takes in its run's style, in points: text is measured as
    /// cells so that runs of different weights, and inline images, each take their own width.
    struct Cell: Equatable {
        var character: Character
        var width: CGFloat
    }

    /// The cells of a string in one size and face: each character's advance at the size, and the
    /// design's tracking for the size after it.
    static func cells(_ string: String, size: CGFloat, face: Face) -> [Cell] {
        let font = FontFaces.face(weight: face.weight, design: face.design, size: size)
        let tracking = SanFrancisco.tracking(size: size, design: face.design)
        return string.map { character in
            let advance = advance(character, in: font) * size
            // A character that takes no room (a format character) gets no tracking either.
            return Cell(character: character, width: advance > 0 ? advance + tracking : 0)
        }
    }

    /// A line's width: its cells' widths, not rounded (lines break on it).
    static func width(of cells: some Collection<Cell>) -> CGFloat {
        cells.reduce(CGFloat(0)) { $0 + $1.width }
    }

    /// A line's width rounded up to `pixelLength`: what a Text reports.
    static func width(of cells: some Collection<Cell>, pixelLength: CGFloat) -> CGFloat {
        width(of: cells).roundedUp(toPixel: pixelLength)
    }

    static func lines(_ string: String, size: CGFloat, bold: Bool, width: CGFloat?, lineLimit: Int?) -> Lines {
        lines(string, size: size, face: Face().bolded(bold), width: width, lineLimit: lineLimit)
    }

    static func lines(_ string: String, size: CGFloat, face: Face, width: CGFloat?, lineLimit: Int?, pixelLength: CGFloat = 1) -> Lines {
        lines(cells(string, size: size, face: face), ellipsis: cells("…", size: size, face: face)[0], width: width,
              lineLimit: lineLimit, pixelLength: pixelLength)
    }

    /// Greedy line breaking at spaces (UAX #14 in its simplest form); a word longer than a line
    /// is broken by characters. With a line limit, the last line kept ends in "…" where the text
    /// was cut (SwiftUI's default truncation mode, `.tail`).
    static func lines(_ cells: [Cell], ellipsis: Cell, width: CGFloat?, lineLimit: Int?, pixelLength: CGFloat = 1) -> Lines {
        var lines: [[Cell]] = []
        for paragraph in cells.split(omittingEmptySubsequences: false, whereSeparator: { $0.character == "\n" }) {
            lines += wrap(Array(paragraph), width: width ?? .infinity)
        }
        func text(_ line: [Cell]) -> String { String(line.map(\.character)) }
        guard let limit = lineLimit, limit > 0, lines.count > limit else {
            return Lines(lines: lines.map(text), truncated: false, widths: lines.map { self.width(of: $0, pixelLength: pixelLength) })
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
        return Lines(lines: kept.map(text), truncated: true, widths: kept.map { self.width(of: $0, pixelLength: pixelLength) })
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

extension CGFloat {
    /// Rounded up to a whole number of pixels of `pixelLength` points. A hair over a pixel (a
    /// sum of advances that lands on one but for the last bits) stays on it.
    func roundedUp(toPixel pixelLength: CGFloat) -> CGFloat {
        guard pixelLength > 0, isFinite else { return self }
        let scale = 1 / pixelLength
        return (self * scale - 1e-9).rounded(.up) / scale
    }
}
