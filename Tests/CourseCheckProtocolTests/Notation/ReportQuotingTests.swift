import CourseCheckProtocol
import Testing

@Suite("Quoting")
struct ReportQuotingTests {
    @Test(arguments: ["plain", "say \"hi\"", "back\\slash", "two\nlines", "tab\there", "", "cr\r", "bell\u{7} and \u{1B}[0m", "é ✓"])
    func quotedTextUnquotesToItself(_ text: String) {
        #expect(ReportQuoting.unquote(ReportQuoting.quote(text)) == text)
    }

    @Test func plainDropsTheQuotesOfEveryRun() {
        #expect(ReportQuoting.plain("systemName: \"heart\"") == "systemName: heart")
        #expect(ReportQuoting.plain("\"a \\\"b\\\"\"") == "a \"b\"")
        #expect(ReportQuoting.unquote("bare") == nil)
        #expect(ReportQuoting.plain("\"a\\u{7}b\" \\u{7}") == "a\u{7}b \\u{7}", "escapes count inside quotes only")
    }

    /// The quoting is Swift's: the harness writes string literals into generated Swift with it.
    @Test func controlCharactersAreWrittenAsSwiftWritesThem() {
        #expect(ReportQuoting.quote("a\rb\u{7}\u{1B}") == #""a\rb\u{7}\u{1B}""#)
        #expect(ReportQuoting.needsQuotes("a\u{7}"))
    }
}
