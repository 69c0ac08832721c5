import CourseCheckProtocol
import Testing

@Suite("Quoting")
struct ReportQuotingTests {
    @Test(arguments: ["plain", "say \"hi\"", "back\\slash", "two\nlines", "tab\there", ""])
    func quotedTextUnquotesToItself(_ text: String) {
        #expect(ReportQuoting.unquote(ReportQuoting.quote(text)) == text)
    }

    @Test func plainDropsTheQuotesOfEveryRun() {
        #expect(ReportQuoting.plain("systemName: \"heart\"") == "systemName: heart")
        #expect(ReportQuoting.plain("\"a \\\"b\\\"\"") == "a \"b\"")
        #expect(ReportQuoting.unquote("bare") == nil)
    }
}
