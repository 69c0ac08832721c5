@testable import CourseCheckKit
import Foundation
import Testing

/// Every `coursecheck …` command line the README and docs/AUTHORING.md show parses: read from the
/// files each time, so a line added to them is tested without a change here.
@Suite("The documented command lines")
struct DocumentedInvocationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let documents = ["README.md", "docs/AUTHORING.md"]

    /// The documented invocations: `coursecheck` or `swift run coursecheck` and its words, in code
    /// blocks and in inline code, without a trailing `# comment`, with a workflow's `${{ … }}` as
    /// `1`. `mention` marks inline code that only names a command (`coursecheck new`).
    static func invocations() throws -> [(document: String, line: String, mention: Bool)] {
        var found: [(String, String, Bool)] = []
        for document in documents {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            var inBlock = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") { inBlock.toggle(); continue }
                let spans: [(Substring, Bool)] = inBlock
                    ? [(line, false)]
                    : line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { ($0.element, true) }
                for (span, inline) in spans {
                    guard let match = span.firstMatch(of: #/(?:^|\s)(?:swift run )?coursecheck(?: |$)/#) else { continue }
                    var command = String(span[match.range.upperBound...])
                    if let comment = command.range(of: " #") { command = String(command[..<comment.lowerBound]) }
                    command = String(command.replacing(#/\$\{\{[^}]*\}\}/#, with: "1")).trimmingCharacters(in: CharacterSet.whitespaces)
                    found.append((document, command, inline && !command.contains(" ")))
                }
            }
        }
        return found
    }

    /// Words as a shell splits them (single and double quotes).
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    @Test func thereAreDocumentedInvocations() throws {
        let found = try Self.invocations()
        #expect(found.count >= 20, "found only \(found.count)")
        for document in Self.documents { #expect(found.contains { $0.document == document }, "none in \(document)") }
    }

    @Test func everyDocumentedInvocationParses() throws {
        for (document, line, mention) in try Self.invocations() {
            if mention, CommandSpec.named(line) != nil { continue }
            if case .failure(let failure) = CommandParser.parse(Self.words(line)) {
                Issue.record("\(document): `coursecheck \(line)` does not parse: \(failure.message)")
            }
        }
    }

    @Test func shellWords() {
        #expect(Self.words(#"a "b c" 'd' e"#) == ["a", "b c", "d", "e"])
        #expect(Self.words(#"new x "" "#) == ["new", "x", ""])
    }
}
