import Foundation

/// English agreement: nouns take singular or plural; articles and adjectives do not change.
///
/// - Plural rule (CLDR, English): "one" when the integer is 1 and no fraction digits are shown
///   (`i = 1 and v = 0`), otherwise "other": 1 night, 0 nights, 1.5 nights, 1.0 nights.
/// - The word that agrees is the head of the noun phrase: the last word of the phrase's literal,
///   or the word before "of" ("2 cups of tea"). Without a part-of-speech tagger this is a rule of
///   thumb; Apple's engine tags words and can do better on long phrases.
/// - Plurals: a table of irregular and unchanging nouns (after Wiktionary's "English irregular
///   plurals" appendix), then the regular spelling rules (-s, -es after sibilants, consonant + y
///   → -ies, -f/-fe → -ves for the listed words). Singular is the same table read backwards.
struct EnglishInflection: InflectionLanguage {
    func pluralCategory(_ operands: PluralOperands) -> PluralCategory {
        operands.i == 1 && operands.v == 0 ? .one : .other
    }

    func inflect(_ pieces: [InflectionEngine.Piece], to number: Morphology.GrammaticalNumber) -> [InflectionEngine.Piece] {
        guard let (pieceIndex, range) = headNoun(in: pieces) else { return pieces }
        var result = pieces
        let word = String(result[pieceIndex].text[range])
        let replaced = number == .singular ? Self.singular(of: word) : Self.plural(of: word)
        result[pieceIndex].text.replaceSubrange(range, with: replaced)
        return result
    }

    /// The last word of the literal, or the last word before "of".
    private func headNoun(in pieces: [InflectionEngine.Piece]) -> (Int, Range<String.Index>)? {
        var words: [(Int, Range<String.Index>)] = []
        for (index, piece) in pieces.enumerated() where !piece.isArgument {
            var start: String.Index?
            var i = piece.text.startIndex
            while i <= piece.text.endIndex {
                let isLetter = i < piece.text.endIndex && (piece.text[i].isLetter || piece.text[i] == "'" || piece.text[i] == "-")
                if isLetter, start == nil { start = i }
                if !isLetter, let s = start {
                    words.append((index, s..<i))
                    start = nil
                }
                if i == piece.text.endIndex { break }
                i = piece.text.index(after: i)
            }
        }
        if let of = words.lastIndex(where: { pieces[$0.0].text[$0.1].lowercased() == "of" }), of > 0 {
            return words[of - 1]
        }
        return words.last
    }

    // MARK: - Nouns

    /// Irregular plurals (singular → plural).
    static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "goose": "geese", "foot": "feet", "tooth": "teeth", "ox": "oxen", "louse": "lice",
        "leaf": "leaves", "loaf": "loaves", "life": "lives", "knife": "knives", "wife": "wives",
        "half": "halves", "wolf": "wolves", "shelf": "shelves", "calf": "calves", "thief": "thieves",
        "elf": "elves", "self": "selves", "hero": "heroes", "potato": "potatoes", "tomato": "tomatoes",
        "echo": "echoes", "veto": "vetoes", "cactus": "cacti", "focus": "foci", "analysis": "analyses",
        "crisis": "crises", "thesis": "theses", "phenomenon": "phenomena", "criterion": "criteria",
        "datum": "data", "index": "indices", "matrix": "matrices", "quiz": "quizzes",
    ]
    /// Nouns with one form for both numbers.
    static let unchanging: Set<String> = [
        "sheep", "fish", "deer", "series", "species", "moose", "aircraft", "salmon", "trout",
        "bison", "offspring", "news", "information", "luggage", "equipment", "rice", "furniture",
    ]
    private static let irregularSingular = Dictionary(uniqueKeysWithValues: irregular.map { ($1, $0) })

    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if unchanging.contains(lower) || irregularSingular[lower] != nil { return word }
        if let plural = irregular[lower] { return matchCase(plural, to: word) }
        let vowels = Set("aeiou")
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            // A word already ending in -s may be plural already ("nights"): leave it if its
            // singular is a known form of a different spelling.
            if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") { return word }
            return word + matchCase("es", to: word)
        }
        if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) {
            return String(word.dropLast()) + matchCase("ies", to: word)
        }
        return word + matchCase("s", to: word)
    }

    static func singular(of word: String) -> String {
        let lower = word.lowercased()
        if unchanging.contains(lower) || irregular[lower] != nil { return word }
        if let singular = irregularSingular[lower] { return matchCase(singular, to: word) }
        if lower.hasSuffix("ies"), lower.count > 3 { return String(word.dropLast(3)) + matchCase("y", to: word) }
        for suffix in ["ches", "shes", "sses", "xes", "zes"] where lower.hasSuffix(suffix) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") {
            return String(word.dropLast())
        }
        return word
    }

    /// Upper-cases the replacement where the original word was all capitals or capitalised.
    private static func matchCase(_ replacement: String, to original: String) -> String {
        if original.count > 1, original == original.uppercased() { return replacement.uppercased() }
        if replacement.count > 3, original.first?.isUppercase == true {
            return replacement.prefix(1).uppercased() + replacement.dropFirst()
        }
        return replacement
    }
}
