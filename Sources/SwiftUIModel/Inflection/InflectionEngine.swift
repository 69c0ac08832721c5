import Foundation

/// What Foundation's automatic grammar agreement does to a `^[…](inflect: true)` phrase
/// (WWDC21 "What's new in Foundation"; Foundation's `InflectionRule`, `Morphology`): it finds what
/// the words must agree with — the number among them, or the argument `agreeWithArgument` names —
/// and rewrites the words in that language's grammar.
///
/// Languages plug in as `InflectionLanguage`s, found by the locale's language code. A phrase the
/// engine cannot work on (a language without an entry, no number that is an argument) is left as
/// written, or replaced by its `inflectionAlternative`.
enum InflectionEngine {
    nonisolated(unsafe) static var languages: [String: any InflectionLanguage] = ["en": EnglishInflection()]

    static func language(for locale: Locale) -> (any InflectionLanguage)? {
        let code = locale.language.languageCode?.identifier ?? "en"
        return languages[code.isEmpty ? "en" : code]
    }

    /// What the words agree with.
    enum Agreement: Equatable {
        /// A number as shown: its plural category decides singular or plural.
        case number(PluralOperands)
        /// A grammatical number given explicitly (`morphology: {number: "plural"}`).
        case morphology(Morphology.GrammaticalNumber)
    }

    /// One piece of a phrase: words of the literal, which may be rewritten, or an argument's text,
    /// which never is.
    struct Piece: Equatable {
        var text: String
        var isArgument: Bool
    }

    /// Rewrites the literal pieces of a phrase to agree. Returns nil if it cannot.
    static func inflect(_ pieces: [Piece], agreement: Agreement?, locale: Locale) -> [Piece]? {
        guard let agreement, let language = language(for: locale) else { return nil }
        let number: Morphology.GrammaticalNumber
        switch agreement {
        case .morphology(let explicit): number = explicit
        case .number(let operands): number = language.pluralCategory(operands) == .one ? .singular : .plural
        }
        return language.inflect(pieces, to: number)
    }

    /// Reads `morphology: {number: …}` (Foundation's Markdown names for `Morphology.GrammaticalNumber`).
    static func grammaticalNumber(_ name: String) -> Morphology.GrammaticalNumber? {
        switch name {
        case "singular", "one": .singular
        case "plural", "other": .plural
        case "zero": .zero
        case "pluralTwo", "two": .pluralTwo
        case "pluralFew", "few": .pluralFew
        case "pluralMany", "many": .pluralMany
        default: nil
        }
    }
}

