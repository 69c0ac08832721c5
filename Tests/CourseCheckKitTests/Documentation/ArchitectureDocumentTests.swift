@testable import CourseCheckKit
import Foundation
import Testing

/// docs/ARCHITECTURE.md's lists are the package's: every target of Package.swift in its modules
/// table and every test target in its test-target table, every folder of the harness and of the
/// model in their tables, and nothing in those tables that is not there.
@Suite("The architecture document")
struct ArchitectureDocumentTests {
    static let root = CourseCheck.findRoot(from: URL(fileURLWithPath: #filePath))!

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The names a manifest declares with one of these calls (`.target(name: "X"`).
    static func targets(_ manifest: String, kinds: [String]) -> Set<String> {
        var names: Set<String> = []
        for kind in kinds {
            var rest = Substring(manifest)
            while let start = rest.range(of: ".\(kind)(name: \"") {
                rest = rest[start.upperBound...]
                guard let end = rest.firstIndex(of: "\"") else { break }
                names.insert(String(rest[..<end]))
            }
        }
        return names
    }

    /// The backquoted names in the first column of the first table after `heading`.
    static func firstColumn(_ document: String, after heading: String) -> Set<String> {
        let lines = document.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading) else { return [] }
        var names: Set<String> = []
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("|") {
                inTable = true
                let cell = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().first ?? ""
                let parts = cell.split(separator: "`", omittingEmptySubsequences: false)
                for (index, part) in parts.enumerated() where index % 2 == 1 { names.insert(String(part)) }
            } else if inTable {
                break
            } else if line.hasPrefix("#") {
                break
            }
        }
        return names
    }

    static func folders(_ path: String) throws -> Set<String> {
        let url = root.appendingPathComponent(path)
        let entries = try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: [.isDirectoryKey])
        return Set(entries.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .map { $0.lastPathComponent + "/" })
    }

    @Test func theModulesTableListsEveryTargetOfThePackage() throws {
        let manifest = try Self.read("Package.swift")
        let document = try Self.read("docs/ARCHITECTURE.md")
        let declared = Self.targets(manifest, kinds: ["target", "executableTarget", "plugin"])
        #expect(declared.count >= 10)
        #expect(Self.firstColumn(document, after: "## Modules") == declared)
    }

    @Test func theTestTargetTableListsEveryTestTarget() throws {
        let manifest = try Self.read("Package.swift")
        let document = try Self.read("docs/ARCHITECTURE.md")
        let declared = Self.targets(manifest, kinds: ["testTarget"])
        #expect(declared.count >= 5)
        #expect(Self.firstColumn(document, after: "## Tests, scripts and CI") == declared)
    }

    @Test func theHarnessAndModelTablesListEveryFolder() throws {
        let document = try Self.read("docs/ARCHITECTURE.md")
        #expect(Self.firstColumn(document, after: "## The harness (CourseCheckKit)") == (try Self.folders("Sources/CourseCheckKit")))
        #expect(Self.firstColumn(document, after: "### Folders") == (try Self.folders("Sources/SwiftUIModel")))
    }

    /// The reader of the tables finds what a table names, not what a prose line near it names.
    @Test func theFirstColumnIsReadFromTheTableOnly() {
        let document = "## A\nText with `NotAName`.\n\n| Name | x |\n|---|---|\n| `One`, `Two` | `Three` |\n\nAfter `Four`.\n"
        #expect(Self.firstColumn(document, after: "## A") == ["One", "Two"])
        #expect(Self.targets(".target(name: \"A\"), .testTarget(name: \"B\")", kinds: ["target"]) == ["A"])
    }
}
