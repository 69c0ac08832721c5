@testable import CourseCheckKit
import CourseCheckProtocol
import Foundation
import Testing

/// Generated expected files and report lines: the parser returns or throws a `ScenarioError` on a
/// line of the file; the matcher answers for any pair of lines, and a plain line matches itself.
@Suite("Fuzzing expected files and the line matcher")
struct ExpectedFileFuzzTests {
    static let corpus: [String] = {
        let expected = HeaderParserFuzzTests.packageRoot.appendingPathComponent("expected")
        let files = FileManager.default.enumerator(at: expected, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "txt" }.sorted { $0.path < $1.path } ?? []
        return files.prefix(200).compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    }()

    static let tokens = [
        "\n", "-- ", "== variant ", "claims: ", "L8-T1", "C88-1", "console", "screen", "screen after ", "tap \"A\"", "exactly",
        "problems", "compiler", "crash", "network", "same as ", "xfail: ", "# ", "! ", "…", "Text \"", "\"", " x=", " w=",
        "12.5", " font=body 17pt", " lines!=1", "=", "!=", "[launch]", "[run]", "  ", "\u{A0}", "\u{202F}", "\r", "é", "🙂",
        "1:2 error: ", "warning: ", "\\", "--", "==",
    ]

    static let lineTokens = ["Text", " ", "\"", "…", "x=", "w=", "10", "1.5", "!=", "=", "font=", "body 17pt", "a", "\\\"",
                             "12:3 ", "error: ", "\u{A0}", "🙂", "[", "]", "Image", "\"seattle\""]

    @Test func changedExpectedFiles() {
        let corpus = Self.corpus
        let report = Fuzz.run("expected-file parser") { random in
            let input = corpus.isEmpty || random.chance(30) ? random.text(Self.tokens, upTo: 80) : random.mutate(random.pick(corpus), tokens: Self.tokens)
            let lineCount = input.split(separator: "\n", omittingEmptySubsequences: false).count
            do {
                _ = try ExpectedFile.parse(input, path: "expected/F/fuzz.txt")
            } catch let error as ScenarioError {
                #expect(error.line >= 1 && error.line <= lineCount, "\(error) in \(input.debugDescription)")
            } catch {
                Issue.record("not a ScenarioError: \(error) for \(input.debugDescription)")
            }
            return input
        }
        #expect(report.slowInputs.isEmpty, "slow: \(report.slowInputs.prefix(1))")
    }

    @Test func matcherOnGeneratedLines() {
        let report = Fuzz.run("line matcher") { random in
            let expected = random.text(Self.lineTokens, upTo: 24)
            let observed = random.chance(50) ? random.mutate(expected, tokens: Self.lineTokens) : random.text(Self.lineTokens, upTo: 24)
            _ = LineMatcher.matches(expected: expected, observed: observed)
            // A line of words and plain attributes is what it claims.
            let plain = (0..<random.below(5)).map { _ in random.pick(["Text", "Image", "a", "bc", "12"]) }.joined(separator: " ")
                + (random.chance(50) ? " w=\(random.below(500))" : "")
            #expect(LineMatcher.matches(expected: plain, observed: plain), "\(plain.debugDescription) matches itself")
            return expected + " | " + observed
        }
        #expect(report.slowInputs.isEmpty, "slow: \(report.slowInputs.prefix(1))")
    }
}
