import Foundation
import SystemModel

/// Checks a string for misspelled words (Apple's `UITextChecker`, iOS 3.2). The model has no
/// spelling dictionary, so checking, guesses, completions and the list of languages report
/// themselves; what the checker is told (learned and ignored words) it keeps, as Apple's does:
/// a learned word is the app's for every checker, an ignored word this checker's.
open class UITextChecker: NSObject {
    /// The words `learnWord(_:)` taught, for every checker in the process. Apple keeps them across
    /// launches too; a run of the model starts with none, as a freshly installed app would.
    nonisolated(unsafe) private static var learned: Set<String> = []

    /// The words this checker ignores (`ignoreWord(_:)`), or nil before any.
    open var ignoredWords: [String]?

    public override init() { super.init() }

    /// The range of the first misspelled word: with no dictionary the model finds none, so it
    /// answers Apple's "not found" (`NSNotFound` as the location) and reports itself.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String) -> NSRange {
        Self.notModelled("UITextChecker.rangeOfMisspelledWord(in:range:startingAt:wrap:language:)", "finds no misspelled word")
        return NSRange(location: NSNotFound, length: 0)
    }

    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        Self.notModelled("UITextChecker.guesses(forWordRange:in:language:)", "offers no guesses")
        return []
    }

    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        Self.notModelled("UITextChecker.completions(forPartialWordRange:in:language:)", "offers no completions")
        return []
    }

    open func ignoreWord(_ wordToIgnore: String) {
        if ignoredWords?.contains(wordToIgnore) != true { ignoredWords = (ignoredWords ?? []) + [wordToIgnore] }
    }

    open class func learnWord(_ word: String) { learned.insert(word) }

    open class func unlearnWord(_ word: String) { learned.remove(word) }

    open class func hasLearnedWord(_ word: String) -> Bool { learned.contains(word) }

    open class var availableLanguages: [String] {
        notModelled("UITextChecker.availableLanguages", "lists no language")
        return []
    }

    private static func notModelled(_ api: String, _ consequence: String) {
        _NotModelledBelowSwiftUI.report(api, "the model has no spelling dictionary: it \(consequence)")
    }
}
