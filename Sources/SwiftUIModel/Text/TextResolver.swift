import Foundation

/// Turns a Text into the runs it shows, in an environment: the way SwiftUI resolves a Text
/// for drawing.
///
/// A key is resolved in Foundation's order: its format is parsed as Markdown with Apple's
/// extended attributes (so only the literal is Markdown), each specifier is replaced by its
/// argument formatted as `String(format:locale:arguments:)` would with the environment's locale
/// (grouping included), and then `^[…](inflect: true)` phrases are made to agree with their
/// number argument.
@MainActor
enum TextResolver {
    static func resolve(_ text: Text, in environment: EnvironmentValues) -> String {
        runs(text, in: environment).string
    }

    static func runs(_ text: Text, in environment: EnvironmentValues) -> ResolvedText {
        ResolvedText(runs: TextRun.merge(resolveRuns(text, locale: environment.locale)))
    }

    private static func resolveRuns(_ text: Text, locale: Locale) -> [TextRun] {
        let inner: [TextRun]
        switch text.storage {
        case .verbatim(let string):
            inner = [TextRun(text: string)]
        case .localized(let key):
            inner = KeyResolver.runs(key.formatKey, locale: locale, parseMarkdown: true) { resolveRuns($0, locale: locale) }
        case .attributed(let attributed):
            inner = AttributedRuns.runs(of: attributed)
        case .formatted(let argument):
            inner = [TextRun(text: KeyResolver.format(argument, locale: locale))]
        case .image(let image):
            inner = [TextRun(text: image.inlineName, image: image.inlineName)]
        case .concatenated(let texts):
            inner = texts.flatMap { resolveRuns($0, locale: locale) }
        }
        let outer = text.modifiers.reduce(into: TextRun(text: "")) { run, modifier in
            switch modifier {
            case .bold(let on): run.bold = on
            case .italic(let on): run.italic = on
            case .font(let font): run.font = font
            case .weight(let weight): run.weight = weight
            case .strikethrough(let on): run.strikethrough = on
            case .underline(let on): run.underline = on
            case .foreground(let name): run.foreground = name
            }
        }
        return inner.map { $0.inheriting(outer) }
    }
}

extension Image {
    /// How an inline image reads among characters: `{name}`.
    var inlineName: String {
        switch source {
        case .named(let name), .system(let name): "{\(name)}"
        case .bitmap: "{image}"
        }
    }
}

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
                    case .image(let image): piece.nested = [TextRun(text: image.inlineName, image: image.inlineName)]; piece.text = image.inlineName
                    case .attributed(let attributed): piece.nested = AttributedRuns.runs(of: attributed); piece.text = String(attributed.characters)
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

/// Finds printf specifiers in a format: `%lld`, `%@`, `%.2f`, `%2$@`; `%%` is a literal percent.
enum FormatSpecifierScanner {
    enum Segment: Equatable {
        case literal(String)
        /// The specifier as written, and its `n$` position if it has one.
        case specifier(String, position: Int?)
    }

    static func segments(_ format: String) -> [Segment] {
        var result: [Segment] = []
        var literal = ""
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else { literal.append(chars[i]); i += 1; continue }
            if i + 1 < chars.count, chars[i + 1] == "%" { literal.append("%"); i += 2; continue }
            var j = i + 1
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            var position: Int?
            if j < chars.count, chars[j] == "$", let n = Int(digits) { position = n; j += 1 } else { j = i + 1 }
            while j < chars.count, "-+ 0#'".contains(chars[j]) { j += 1 }
            while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." || chars[j] == "*" { j += 1 }
            while j < chars.count, "hlqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, "diouxXeEfFgGaAcsSp@".contains(chars[j]) else { literal.append("%"); i += 1; continue }
            if !literal.isEmpty { result.append(.literal(literal)); literal = "" }
            result.append(.specifier(String(chars[i...j]), position: position))
            i = j + 1
        }
        if !literal.isEmpty { result.append(.literal(literal)) }
        return result
    }

    /// `%2$lld` → `%lld`, for formatting one argument on its own.
    static func withoutPosition(_ specifier: String) -> String {
        guard let dollar = specifier.firstIndex(of: "$") else { return specifier }
        return "%" + specifier[specifier.index(after: dollar)...]
    }
}
