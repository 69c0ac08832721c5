@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The outputs CI reads — JUnit (and its merge across shards), JSON, GitHub annotations — are
/// valid in their formats, with failures whose messages span several lines.
@Suite("The outputs for CI")
struct CIOutputTests {
    /// A failing scenario (two unmet claims, a diff of several lines), a passing one, a known
    /// failure and one that cannot be checked, with characters XML must escape.
    static func outcomes() throws -> [ScenarioOutcome] {
        let observed = ObservedRun(variant: "default", sections: [
            .init(name: .compiler, lines: ["compiled"]),
            .init(name: .console, steps: [("launch", ["a <b> & \"c\"", "\u{1B}[1mbold\u{1B}[0m"])]),
        ])
        let file = try ExpectedFile.parse("claims: L1-A1\n-- console\na <b> & \"c\"\nmissing & gone\n", path: "expected/01-a/Q1.txt")
        let judgement = Judge.judge(observed: observed, expected: file.variants[0], fileXFail: nil, expectedPath: "expected/01-a/Q1.txt")
        var failing = VariantOutcome(variant: "default", verdict: .fail, observed: observed, failures: judgement.failures,
                                     knownFailureReason: nil, compileSeconds: 1, runSeconds: 0.5, cached: false)
        failing.unmet = judgement.unmet
        var known = failing
        known.verdict = .knownFailure
        known.knownFailureReason = "the model <does not> draw it yet"
        let pass = VariantOutcome(variant: "default", verdict: .pass, observed: observed, failures: [], knownFailureReason: nil,
                                  compileSeconds: 1, runSeconds: 0.5, cached: true)
        func outcome(_ id: String, _ verdict: Verdict, _ variants: [VariantOutcome], message: String? = nil) -> ScenarioOutcome {
            ScenarioOutcome(id: id, path: "lessons/\(id).swift", title: "t", question: "q?", claims: ["L1-A1"], verdict: verdict,
                            variants: variants, message: message, seconds: 1.5)
        }
        return [outcome("01-a/Q1", .fail, [failing]), outcome("01-a/Q2", .pass, [pass]), outcome("01-a/Q3", .knownFailure, [known]),
                outcome("01-a/Q4", .error, [], message: "lessons/01-a/Q4.swift:3: unknown header key 'titel'")]
    }

    /// Parses XML; throws when it is not well-formed.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append((name, attributes))
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    static func parse(_ xml: String) throws -> Collector {
        let collector = Collector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        guard parser.parse() else { throw JUnitMerge.Failure(description: "not XML: \(parser.parserError.map { "\($0)" } ?? "")") }
        return collector
    }

    @Test func junitIsValidXMLWithEachFailuresWholeText() throws {
        let xml = JUnitReport.render(try Self.outcomes(), seconds: 3)
        let parsed = try Self.parse(xml)
        let cases = parsed.elements.filter { $0.name == "testcase" }
        #expect(cases.count == 4)
        #expect(parsed.elements.first { $0.name == "testsuite" }?.attributes == ["name": "coursecheck", "tests": "4", "failures": "1", "errors": "1", "skipped": "1", "time": "3.000"])
        #expect(cases[0].attributes["line"] == "4", "the first unmet claim's line")
        #expect(parsed.text.contains(" a <b> & \"c\"\n-missing & gone"), "the diff's lines, unescaped by the parser")
        #expect(parsed.text.contains("\\u{1B}[1mbold"), "control characters written out")
    }

    @Test func mergedShardsAreValidXMLWithEveryCase() throws {
        let outcomes = try Self.outcomes()
        let first = JUnitReport.render(Array(outcomes.prefix(2)), seconds: 3)
        let second = JUnitReport.render(Array(outcomes.suffix(2)), seconds: 5)
        let merged = try JUnitMerge.merge([(path: "a.xml", text: first), (path: "b.xml", text: second)])
        let parsed = try Self.parse(merged)
        #expect(parsed.elements.filter { $0.name == "testcase" }.map { $0.attributes["name"] } == ["01-a/Q1", "01-a/Q2", "01-a/Q3", "01-a/Q4"])
        #expect(parsed.elements.filter { $0.name == "failure" }.count == 1)
        #expect(parsed.elements.first { $0.name == "testsuite" }?.attributes["failures"] == "1")
        #expect(parsed.elements.first { $0.name == "testsuite" }?.attributes["time"] == "5.000")
        let failureText = try #require(Self.outcomes()[0].variants[0].failures.first)
        #expect(parsed.text.contains(failureText.replacingOccurrences(of: "\u{1B}", with: "\\u{1B}")), "the failure's every line")
        // The merge of a merge is the same.
        #expect(try JUnitMerge.merge([(path: "m.xml", text: merged)]) == merged)
    }

    @Test func aBrokenShardIsAnErrorNamingItsFile() {
        #expect(throws: JUnitMerge.Failure.self) { try JUnitMerge.merge([(path: "shard-2.xml", text: "<testsuites><testsuite><testcase name=\"x\">")]) }
        do {
            _ = try JUnitMerge.merge([(path: "shard-2.xml", text: "<testsuites>\n<testcase name=\"x\"></failure>")])
        } catch {
            #expect("\(error)".hasPrefix("shard-2.xml:2: not valid XML"))
        }
        #expect(throws: JUnitMerge.Failure.self) { try JUnitMerge.merge([(path: "other.xml", text: "<html></html>")]) }
    }

    /// The JSON report: one object, `summary` (counts, exit status, isolation) and `scenarios`.
    @Test func jsonIsAnObjectWithASummary() throws {
        let outcomes = try Self.outcomes()
        let json = JSONReport.render(outcomes, summary: CheckSummary(outcomes, seconds: 2))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["summary", "scenarios"])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["scenarios", "verdicts", "claims", "exitStatus", "isolation", "seconds"])
        #expect(summary["exitStatus"] as? Int == 1)
        #expect(summary["verdicts"] as? [String: Int] == ["fail": 1, "pass": 1, "known-failure": 1, "error": 1])
        #expect((summary["isolation"] as? [String: Any])?["runs"] as? String == "none")
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 4)
        let unmet = try #require(((scenarios[0]["variants"] as? [[String: Any]])?[0]["unmet"]) as? [[String: Any]])
        #expect(unmet.map { $0["kind"] as? String } == ["missing"])
        // It decodes back into what it was made from.
        let document = try JSONDecoder().decode(JSONReport.Document.self, from: Data(json.utf8))
        #expect(document.summary == CheckSummary(outcomes, seconds: 2))
        #expect(document.scenarios.map(\.id) == outcomes.map(\.id))
    }

    @Test func githubAnnotationsAreOneLineEach() throws {
        let lines = GitHubAnnotations.render(try Self.outcomes())
        #expect(lines == [
            "::error file=expected/01-a/Q1.txt,line=4::01-a/Q1: claimed line not observed: missing & gone",
            "::notice file=expected/01-a/Q1.txt,line=4::01-a/Q3: claimed line not observed: missing & gone",
            "::error file=lessons/01-a/Q4.swift,line=3::lessons/01-a/Q4.swift:3: unknown header key 'titel'",
        ])
    }

    @Test func xmlEscapesOnce() {
        #expect(XML.escape("a<b>&\"c\"'d'") == "a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;")
        #expect(XML.escape("tab\tline\n\u{1B}[0m\u{0}") == "tab\tline\n\\u{1B}[0m\\u{0}")
    }
}
