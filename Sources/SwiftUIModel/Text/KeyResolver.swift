import Foundation

/// Fills a format key's specifiers and applies agreement. Shared by `Text`,
/// `AttributedString(localized:)` and `String(localized:)`.
enum KeyResolver {
    /// One piece of a key after parsing: literal characters, or argument `index`.
    struct Piece {
        var text: String
        var argument: Int?
        var markdown: MarkdownRun
        var nested: [TextRun]?
    }

    static func runs(_ key: FormatKey, locale: Locale, parseMarkdown: Bool, nestedText: (Text) -> [TextRun]) -> [TextRun] {
        let markdownRuns = parseMarkdown ? MarkdownParser.parse(key.format) : [MarkdownRun(text: key.format)]
        var pieces: [Piece] = []
        var nextArgument = 0
        for run in markdownRuns {
            for segment in FormatSpecifierScanner.segments(run.text) {
                switch segment {
                case .literal(let text):
                    pieces.append(Piece(text: text, markdown: run))
                case .specifier(let spec, let position):
                    let index = position.map { $0 - 1 } ?? nextArgument
                    if position == nil { nextArgument += 1 }
                    guard key.arguments.indices.contains(index) else { pieces.append(Piece(text: spec, markdown: run)); continue }
                    let argument = key.arguments[index]
                    var piece = Piece(text: "", argument: index, markdown: run)
                    switch argument.value {
                    case .text(let text): piece.nested = nestedText(text); piece.text = piece.nested!.map(\.text).joined()
                    case .image(let image): piece.nested = [TextRun(text: image.inlineName, image: image.inlineName, inlineImage: image)]; piece.text = image.inlineName
                    case .attributed(let attributed): piece.nested = AttributedRuns.runs(of: attributed); piece.text = String(attributed.characters)
                    case .formattedAttributed(_, let make):
                        let attributed = make(locale)
                        piece.nested = AttributedRuns.runs(of: attributed); piece.text = String(attributed.characters)
                    default: piece.text = format(argument, specifier: spec, locale: locale)
                    }
                    pieces.append(piece)
                }
            }
        }
        if parseMarkdown { applyAgreement(&pieces, key: key, locale: locale) }
        return pieces.flatMap { piece -> [TextRun] in
            let base = TextRun(markdown: piece.markdown, text: piece.text)
            guard let nested = piece.nested else { return [base] }
            return nested.map { $0.inheriting(base) }
        }
    }

    /// An argument as its specifier shows it, with the locale's separators.
    static func format(_ argument: FormatArgument, specifier: String? = nil, locale: Locale) -> String {
        switch argument.value {
        case .cVarArg(let value):
            return String(format: FormatSpecifierScanner.withoutPosition(specifier ?? argument.specifier), locale: locale, arguments: [value])
        case .string(let string): return string
        case .formatted(_, let make): return make(locale)
        case .formattedAttributed(_, let make): return String(make(locale).characters)
        case .text(let text): return MainActor.assumeIsolated { TextResolver.resolve(text, in: EnvironmentValues.with(locale: locale)) }
        case .image(let image): return image.inlineName
        case .attributed(let attributed): return String(attributed.characters)
        }
    }

    /// `inflect`, `agreeWithArgument`, `morphology` and `inflectionAlternative` on each `^[…](…)`.
    static func applyAgreement(_ pieces: inout [Piece], key: FormatKey, locale: Locale) {
        let spans = Set(pieces.compactMap(\.markdown.spanID))
        for span in spans.sorted() {
            let indices = pieces.indices.filter { pieces[$0].markdown.spanID == span }
            guard let attributes = pieces[indices[0]].markdown.extended else { continue }
            let separator = locale.decimalSeparator ?? "."
            var agreement: InflectionEngine.Agreement?
            if let number = attributes["morphology"]?.objectValue?["number"]?.stringValue,
               let explicit = InflectionEngine.grammaticalNumber(number) {
                agreement = .morphology(explicit)
            } else if let n = attributes["agreeWithArgument"]?.intValue {
                if key.arguments.indices.contains(n - 1), key.arguments[n - 1].isNumber {
                    agreement = PluralOperands(formatted: format(key.arguments[n - 1], locale: locale), decimalSeparator: separator).map { .number($0) }
                }
            } else if attributes["inflect"]?.boolValue == true {
                if let numberPiece = indices.first(where: { pieces[$0].argument.map { key.arguments[$0].isNumber } == true }) {
                    agreement = PluralOperands(formatted: pieces[numberPiece].text, decimalSeparator: separator).map { .number($0) }
                }
            } else {
                continue
            }
            let engineInput = indices.map { InflectionEngine.Piece(text: pieces[$0].text, isArgument: pieces[$0].argument != nil) }
            if let inflected = InflectionEngine.inflect(engineInput, agreement: agreement, locale: locale) {
                for (offset, index) in indices.enumerated() { pieces[index].text = inflected[offset].text }
            } else if let alternative = attributes["inflectionAlternative"]?.stringValue {
                pieces[indices[0]].text = alternative
                pieces[indices[0]].argument = nil
                pieces[indices[0]].nested = nil
                for index in indices.dropFirst() { pieces[index].text = ""; pieces[index].nested = nil }
            }
        }
    }
}

extension TextRun {
    init(markdown: MarkdownRun, text: String) {
        self.init(text: text)
        bold = markdown.style.contains(.stronglyEmphasized)
        italic = markdown.style.contains(.emphasized)
        code = markdown.style.contains(.code)
        strikethrough = markdown.style.contains(.strikethrough)
        link = markdown.link
    }
}

extension EnvironmentValues {
    static func with(locale: Locale) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = locale
        return environment
    }
}
