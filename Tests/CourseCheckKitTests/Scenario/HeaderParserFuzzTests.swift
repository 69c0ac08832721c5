@testable import CourseCheckKit
import Foundation
import Testing

/// Generated headers: the course's own, changed a little, and headers made of header-like tokens.
/// Whatever the input, the parser returns or throws a `ScenarioError` that names a line of the
/// file; it never crashes or hangs.
@Suite("Fuzzing the header parser")
struct HeaderParserFuzzTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The course's scenario files: real headers to start from.
    static let corpus: [String] = {
        let lessons = packageRoot.appendingPathComponent("lessons")
        let files = FileManager.default.enumerator(at: lessons, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
        return files.prefix(200).compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    }()

    static let tokens = [
        "// ", "\n", ": ", "title", "claims", "step", "run", "script", "app", "platform", "iOS ", "27", "13", "99", "-1",
        "device", "iPhone 17", "locale", "en_US", "xx_YY", "text-size", "AX5", "color-scheme", "dark", "root", "ContentView()",
        "with", "_shared", "timeout", "0", "2.5", "1e9", "asset", "photo = seattle.png @3x", "@0x", "@-2x", "dark ", "network",
        "https://example.com -> image 10x10 delay 2", "json \"{}\"", "status 404", "files", "A.swift", "variant ", "big",
        "; ", "tap \"", "\"", " times", "wait ", "type \"x\" into \"y\"", "preview", "test", "implicit-import", "Foundation",
        "compile", "package", "note", "//", "\u{FEFF}", "\r\n", "\t", "é", "🙂", "\\", "#", "=", "->", ",",
    ]

    func check(_ contents: String) {
        let lineCount = contents.split(separator: "\n", omittingEmptySubsequences: false).count
        do {
            _ = try HeaderParser.parse(contents, path: "lessons/F/fuzz.swift")
        } catch let error as ScenarioError {
            #expect(error.line >= 1 && error.line <= lineCount, "the error names a line of the file: \(error) in \(contents.debugDescription)")
            #expect(!error.message.isEmpty)
        } catch {
            Issue.record("not a ScenarioError: \(error) for \(contents.debugDescription)")
        }
    }

    @Test func changedHeadersOfTheCourse() {
        let corpus = Self.corpus
        let report = Fuzz.run("header parser (changed headers)") { random in
            let input = corpus.isEmpty ? random.text(Self.tokens, upTo: 60) : random.mutate(random.pick(corpus), tokens: Self.tokens)
            check(input)
            return input
        }
        #expect(report.slowInputs.isEmpty, "slow: \(report.slowInputs.prefix(1))")
    }

    @Test func headersOfTokens() {
        let report = Fuzz.run("header parser (tokens)") { random in
            let input = random.text(Self.tokens, upTo: 80)
            check(input)
            return input
        }
        #expect(report.slowInputs.isEmpty, "slow: \(report.slowInputs.prefix(1))")
    }
}
