import Foundation

/// `coursecheck new LESSON SLUG`: a scenario to fill in — the header every scenario needs, with
/// a line for each directive one usually sets — and its expected file, with the places the
/// lesson's words and claims go. Refuses to overwrite either.
public enum Scaffold {
    public struct Created: Sendable {
        public var scenario: String
        public var expected: String
    }

    public static func create(lesson: String, slug: String, claims: [String], root: URL) throws -> Created {
        guard isName(lesson), isName(slug) else {
            throw HarnessError("LESSON and SLUG are names of files: letters, digits, '-', '_' and '.' (e.g. 08-words-pictures-symbols F13-double-in-literal)")
        }
        let id = "\(lesson)/\(slug)"
        let scenarioPath = "lessons/\(id).swift"
        let expectedPath = ExpectedFile.path(for: id)
        for path in [scenarioPath, "lessons/\(id)", expectedPath] where FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
            throw HarnessError("\(path) exists already; nothing was written")
        }
        let claimList = claims.isEmpty ? "LESSON-ID" : claims.joined(separator: ", ")
        let scenario = """
            // title: SHORT NAME
            // question: THE QUESTION, as the lesson asks it
            // claims: \(claimList)
            // source: lesson …, section …, question … of …
            // step: launch
            import SwiftUI

            // Paste the lesson's code here, verbatim. Mark anything you had to add with a comment and
            // say why in a `// note:` line of the header.
            struct ContentView: View {
                var body: some View {
                    Text("Hello")
                }
            }

            """
        let expected = """
            # Lesson …: "QUOTE THE LESSON'S WORDS THAT THIS FILE TRANSCRIBES"
            claims: \(claimList)

            -- compiler
            compiled
            -- screen
            # one line per claimed element: Text "…", Image "…" w=…; see docs/SCENARIOS.md
            REPLACE THIS LINE WITH THE CLAIMED LINES

            """
        for (path, text) in [(scenarioPath, scenario), (expectedPath, expected)] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(text, to: url)
        }
        return Created(scenario: scenarioPath, expected: expectedPath)
    }

    static func isName(_ text: String) -> Bool {
        !text.isEmpty && !text.hasPrefix(".") && text.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    }
}
