import Foundation

/// A run of a resolved Text: characters and how they are drawn.
struct TextRun: Equatable {
    var text: String
    var bold = false
    var italic = false
    var strikethrough = false
    var underline = false
    var code = false
    var link: String?
    var font: Font?
    var weight: Font.Weight?
    var foreground: String?
    /// An image drawn inline (its name, `systemName` for symbols).
    var image: String?
    /// The inline image itself, measured and read as the image it is.
    var inlineImage: Image?

    /// Fills what this run does not set from an enclosing Text's styling.
    func inheriting(_ outer: TextRun) -> TextRun {
        var run = self
        run.bold = bold || outer.bold
        run.italic = italic || outer.italic
        run.strikethrough = strikethrough || outer.strikethrough
        run.underline = underline || outer.underline
        run.code = code || outer.code
        run.link = link ?? outer.link
        run.font = font ?? outer.font
        run.weight = weight ?? outer.weight
        run.foreground = foreground ?? outer.foreground
        return run
    }

    /// What a Text modifier sets on the runs it styles (the modifiers that change no run are
    /// read by the Text itself, `TextDisplay.swift`). SwiftUI's attributes of an AttributedString
    /// style a run the same way (`SwiftUIAttributeRuns`).
    mutating func apply(_ modifier: TextModifier) {
        switch modifier {
        case .bold(let on): bold = on
        case .italic(let on): italic = on
        case .font(let font): self.font = font
        case .weight(let weight): self.weight = weight
        case .strikethrough(let on): strikethrough = on
        case .underline(let on): underline = on
        case .foreground(let name): foreground = name
        case .characterSpacing, .accessibilityLabel, .accessibilityHeading, .accessibilityTextContentType: break
        }
    }

    func sameStyle(as other: TextRun) -> Bool {
        var a = self, b = other
        a.text = ""; b.text = ""
        return a == b && image == nil && other.image == nil
    }

    static func merge(_ runs: [TextRun]) -> [TextRun] {
        var result: [TextRun] = []
        for run in runs where !run.text.isEmpty || run.image != nil {
            if let last = result.last, last.sameStyle(as: run) {
                result[result.count - 1].text += run.text
            } else {
                result.append(run)
            }
        }
        return result
    }
}

/// What a Text shows: its runs, in an environment.
struct ResolvedText: Equatable {
    var runs: [TextRun]
    var string: String { runs.map(\.text).joined() }
}
