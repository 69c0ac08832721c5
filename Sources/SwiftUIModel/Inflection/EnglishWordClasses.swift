/// The closed word classes of English that end a noun phrase after a number: what follows the
/// counted noun starts another phrase ("5 days | in town", "2 cups | of tea",
/// "3 trips | that start in May") or qualifies the count ("4 days | left", "2 years | ago").
///
/// Sources: prepositions from Wikipedia's "List of English prepositions" (the single-word ones in
/// common use); conjunctions, relatives, demonstratives and auxiliary verbs as The Cambridge
/// Grammar of the English Language (Huddleston & Pullum, 2002) lists them; the words that follow a
/// counted noun ("left", "remaining", "ago", "later", "apart", "away", "each", "total") are
/// postpositive adjectives and adverbs of time and distribution named there too. The list is
/// closed by nature; open classes (nouns, adjectives) are what is not in it.
enum EnglishWordClasses {
    static let prepositions: Set<String> = [
        "aboard", "about", "above", "across", "after", "against", "along", "amid", "among", "around",
        "as", "at", "before", "behind", "below", "beneath", "beside", "besides", "between", "beyond",
        "by", "despite", "down", "during", "except", "for", "from", "in", "inside", "into", "like",
        "near", "of", "off", "on", "onto", "opposite", "out", "outside", "over", "past", "per",
        "since", "than", "through", "throughout", "till", "to", "toward", "towards", "under",
        "underneath", "unlike", "until", "up", "upon", "via", "with", "within", "without",
    ]
    static let conjunctions: Set<String> = ["and", "or", "but", "nor", "so", "yet", "if", "because", "while", "when", "where"]
    static let relativesAndDemonstratives: Set<String> = ["that", "which", "who", "whom", "whose", "this", "these", "those"]
    static let auxiliaries: Set<String> = [
        "is", "are", "was", "were", "be", "been", "being", "am", "has", "have", "had", "do", "does",
        "did", "will", "would", "shall", "should", "can", "could", "may", "might", "must",
    ]
    static let followersOfACount: Set<String> = ["left", "remaining", "ago", "later", "apart", "away", "each", "total"]

    /// Whether a word (lower case) ends the noun phrase it follows.
    static func endsNounPhrase(_ word: String) -> Bool {
        prepositions.contains(word) || conjunctions.contains(word) || relativesAndDemonstratives.contains(word)
            || auxiliaries.contains(word) || followersOfACount.contains(word)
    }
}
