import Foundation
import SystemModel
import Testing
@testable import UIKitModel

/// The text checker keeps what it is told (learned words for every checker, ignored words for
/// one) and, having no dictionary, reports each check instead of answering silently.
@Suite("The text checker", .serialized)
struct TextCheckerTests {
    /// The APIs reported while `body` runs.
    func reported(_ body: () -> Void) -> [String] {
        nonisolated(unsafe) var apis: [String] = []
        let saved = _NotModelledBelowSwiftUI.report
        _NotModelledBelowSwiftUI.report = { api, _ in apis.append(api) }
        defer { _NotModelledBelowSwiftUI.report = saved }
        body()
        return apis
    }

    @Test func learnedWordsAreEveryCheckersAndCanBeUnlearned() {
        #expect(!UITextChecker.hasLearnedWord("swiftui"))
        UITextChecker.learnWord("swiftui")
        #expect(UITextChecker.hasLearnedWord("swiftui"))
        UITextChecker.unlearnWord("swiftui")
        #expect(!UITextChecker.hasLearnedWord("swiftui"))
    }

    @Test func ignoredWordsAreTheCheckersOwn() {
        let checker = UITextChecker(), other = UITextChecker()
        #expect(checker.ignoredWords == nil)
        checker.ignoreWord("teh")
        checker.ignoreWord("teh")
        #expect(checker.ignoredWords == ["teh"])
        #expect(other.ignoredWords == nil)
    }

    @Test func checkingWithoutADictionaryReportsItself() {
        let checker = UITextChecker()
        var range = NSRange(location: 0, length: 0)
        let apis = reported {
            range = checker.rangeOfMisspelledWord(in: "teh cat", range: NSRange(location: 0, length: 7), startingAt: 0, wrap: false, language: "en")
            _ = checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "teh cat", language: "en")
            _ = checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "te", language: "en")
            _ = UITextChecker.availableLanguages
        }
        #expect(range.location == NSNotFound)
        #expect(apis == ["UITextChecker.rangeOfMisspelledWord(in:range:startingAt:wrap:language:)",
                         "UITextChecker.guesses(forWordRange:in:language:)",
                         "UITextChecker.completions(forPartialWordRange:in:language:)",
                         "UITextChecker.availableLanguages"])
    }
}
