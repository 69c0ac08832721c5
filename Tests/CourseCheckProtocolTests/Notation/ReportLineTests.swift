import CourseCheckProtocol
import Testing

@Suite("Report lines")
struct ReportLineTests {
    let element = ScreenElement(depth: 2, kind: "Text", content: "\"Pike Place\"",
                                attributes: [Attribute("font", "body 17pt"), Attribute("bold", "Pike"), Attribute("link", "")],
                                frame: [16, 62.5, 40.123, 22])

    @Test func anElementRendersItsKindContentAttributesAndFrame() {
        #expect(ReportLine(element: element).rendered
            == "    Text \"Pike Place\" font=\"body 17pt\" bold=Pike link=\"\" x=16 y=62.5 w=40.12 h=22")
    }

    @Test func aRenderedLineParsesBack() {
        let line = ReportLine(element: element)
        let parsed = ReportLine.parse(line.rendered)
        #expect(parsed == line)
        #expect(parsed.attribute("font") == "body 17pt")
    }

    @Test func valuesWithQuotesOrBackslashesStayOneToken() {
        let line = ReportLine(head: "Text \"a\"", attributes: [Attribute("bold", "say \"hi\""), Attribute("code", "a\\b")])
        #expect(line.rendered == "Text \"a\" bold=\"say \\\"hi\\\"\" code=\"a\\\\b\"")
        #expect(ReportLine.parse(line.rendered) == line)
    }

    @Test func aLineWithoutAttributesIsAllHead() {
        #expect(ReportLine.parse("the parent's body") == ReportLine(head: "the parent's body"))
        #expect(ReportLine.parse("a = b") == ReportLine(head: "a = b"))
        #expect(ReportLine.parse("total=3 of 4").attributes.isEmpty)
        #expect(ReportLine.parse("items: count=3").attributes == [Attribute("count", "3")])
    }
}
