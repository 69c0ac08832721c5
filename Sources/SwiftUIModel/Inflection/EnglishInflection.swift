import Foundation

/// English agreement: nouns take singular or plural; articles and adjectives do not change.
///
/// - Plural rule (CLDR, English): "one" when the integer is 1 and no fraction digits are shown
///   (`i = 1 and v = 0`), otherwise "other": 1 night, 0 nights, 1.5 nights, 1.0 nights.
/// - The word that agrees is the head of the noun phrase the number counts: the words after the
///   number, up to the first word that starts another phrase (a preposition, a conjunction, a
///   relative or demonstrative, an auxiliary verb, or a word that follows a counted noun such as
///   "left" or "ago": `EnglishWordClasses`), and the head is the last of them — "5 days in
///   town", "2 cups of tea", "3 big red apples". Without a number before it, the last word of
///   the phrase. Apple's engine tags parts of speech with a trained model; this tagger knows the
///   closed word classes only, which is what finding the end of a noun phrase needs.
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

    /// The head of the noun phrase the number counts (see the type's documentation).
    private func headNoun(in pieces: [InflectionEngine.Piece]) -> (Int, Range<String.Index>)? {
        var words: [(piece: Int, range: Range<String.Index>)] = []
        var firstArgument: Int?
        for (index, piece) in pieces.enumerated() {
            if piece.isArgument {
                if firstArgument == nil { firstArgument = index }
                continue
            }
            words += Self.wordRanges(in: piece.text).map { (index, $0) }
        }
        let counted = firstArgument.map { argument in words.filter { $0.piece > argument } } ?? []
        guard !counted.isEmpty else { return words.last.map { ($0.piece, $0.range) } }
        let phrase = counted.prefix { !EnglishWordClasses.endsNounPhrase(pieces[$0.piece].text[$0.range].lowercased()) }
        let head = phrase.last ?? counted.first!
        return (head.piece, head.range)
    }

    /// The words of a piece of text: runs of letters, apostrophes and hyphens.
    static func wordRanges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var i = text.startIndex
        while true {
            let isLetter = i < text.endIndex && (text[i].isLetter || text[i] == "'" || text[i] == "-")
            if isLetter, start == nil { start = i }
            if !isLetter, let s = start {
                ranges.append(s..<i)
                start = nil
            }
            if i == text.endIndex { break }
            i = text.index(after: i)
        }
        return ranges
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
            // A word that is only an "s" stays itself (found by fuzzing: its singular was empty).
        if lower.hasSuffix("s"), lower.count > 1, !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") { return word }
            return word + suffix("es", for: word)
        }
        if lower.hasSuffix("y"), lower.count > 1, !vowels.contains(lower.dropLast().last!) {
            return String(word.dropLast()) + suffix("ies", for: word)
        }
        return word + suffix("s", for: word)
    }

    static func singular(of word: String) -> String {
        let lower = word.lowercased()
        if unchanging.contains(lower) || irregular[lower] != nil { return word }
        if let singular = irregularSingular[lower] { return matchCase(singular, to: word) }
        if lower.hasSuffix("ies"), lower.count > 3 { return String(word.dropLast(3)) + suffix("y", for: word) }
        for suffix in ["ches", "shes", "sses", "xes", "zes"] where lower.hasSuffix(suffix) { return String(word.dropLast(2)) }
        // A word that is only an "s" stays itself (found by fuzzing: its singular was empty).
        if lower.hasSuffix("s"), lower.count > 1, !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") {
            return String(word.dropLast())
        }
        return word
    }

    /// A whole word replacing `original` in its case: all capitals, capitalised, or as written
    /// ("Man" → "Men", "MAN" → "MEN").
    private static func matchCase(_ replacement: String, to original: String) -> String {
        if original.count > 1, original == original.uppercased() { return replacement.uppercased() }
        if original.first?.isUppercase == true {
            return replacement.prefix(1).uppercased() + replacement.dropFirst()
        }
        return replacement
    }

    /// An ending added to `word`: in capitals only when the word is all capitals ("NIGHTS").
    private static func suffix(_ ending: String, for word: String) -> String {
        word.count > 1 && word == word.uppercased() ? ending.uppercased() : ending
    }
}
