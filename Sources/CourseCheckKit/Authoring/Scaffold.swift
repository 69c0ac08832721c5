import Foundation

/// `coursecheck new LESSON SLUG`: a scenario to fill in — the header every scenario needs, with
/// a line for each directive one usually sets — and its expected file, with the places the
/// lesson's words and claims go; and a row to fill in, in the claim catalog
/// (`expected/CLAIMS.md`), for each of its claim IDs the catalog does not list yet. Refuses to
/// overwrite either file.
public enum Scaffold {
    public struct Created: Sendable {
        public var scenario: String
        public var expected: String
        /// The claim IDs added to the catalog.
        public var catalogRows: [String] = []
    }

    /// What a new row of the catalog says until the author writes the claim.
    public static let catalogPlaceholder = "TO FILL IN: what the lesson claims, in its words"

    public static func create(lesson: String, slug: String, claims: [String], root: URL) throws -> Created {
        guard isName(lesson), isName(slug) else {
            throw HarnessError("LESSON and SLUG are names of files: letters, digits, '-', '_' and '.' (e.g. 08-words-pictures-symbols F13-double-in-literal)")
        }
        if let malformed = claims.first(where: { !ClaimCatalog.isClaimID($0) }) {
            throw HarnessError("'\(malformed)' is not a claim ID: a letter, the lesson or folder, a dash and the question, e.g. L46-E1 or C90-3")
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
        let added = try addToCatalog(claims, root: root)
        return Created(scenario: scenarioPath, expected: expectedPath, catalogRows: added)
    }

    /// Adds a placeholder row for each ID the catalog lacks, after its last row (a catalog is
    /// started when there is none); returns the IDs added.
    static func addToCatalog(_ ids: [String], root: URL) throws -> [String] {
        let url = root.appendingPathComponent(ClaimCatalog.path)
        var lines = (try TextFile.read(url, root: root, path: ClaimCatalog.path))?.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            ?? ["# The project's claims", "", "| ID | claim |", "|---|---|", ""]
        let known = ClaimCatalog.parse(lines.joined(separator: "\n"))
        var seen = Set<String>()
        let missing = known.unknown(ids).filter { seen.insert($0).inserted }
        guard !missing.isEmpty else { return [] }
        let lastRow = lines.lastIndex { $0.hasPrefix("|") } ?? lines.count - 1
        lines.insert(contentsOf: missing.map { "| \($0) | \(catalogPlaceholder) |" }, at: lastRow + 1)
        try AtomicFile.write(lines.joined(separator: "\n"), to: url)
        return missing
    }

    static func isName(_ text: String) -> Bool {
        !text.isEmpty && !text.hasPrefix(".") && text.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
    }
}
