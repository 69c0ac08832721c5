import CourseCheckProtocol
import Foundation

/// A scenario: one question of a lesson, its code exactly as the lesson shows it, and how to run it.
public struct Scenario: Sendable, Hashable {
    /// `46-smaller-views/E1-equatable` — the path under `lessons/` without `.swift`.
    public var id: String
    /// The lesson folder, e.g. `46-smaller-views`.
    public var lesson: String
    /// The question's name inside the lesson, e.g. `E1-equatable`.
    public var question: String
    /// The file or folder it came from, relative to the package root.
    public var path: String
    public var files: [SourceFile]
    public var header: Header
    /// The runs to make: one per variant, or the single default run.
    public var runs: [RunSettings]

    public struct SourceFile: Sendable, Hashable {
        /// The file's name as the compiler sees it (`ContentView.swift`).
        public var name: String
        /// Path relative to the package root, for messages.
        public var path: String
        public var contents: String
        public var lineCount: Int { contents.split(separator: "\n", omittingEmptySubsequences: false).count }
        /// Files named `…Tests.swift` belong to the scenario's test target (`@testable import Probe`).
        public var isTest: Bool { name.hasSuffix("Tests.swift") }
    }

    /// The scenario as one run compiles it: only the files its `files:` directive names.
    public func forRun(_ settings: RunSettings) -> Scenario {
        guard let names = settings.files else { return self }
        var copy = self
        copy.files = files.filter { names.contains($0.name) }
        return copy
    }

    public static func == (a: Scenario, b: Scenario) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// What the header says about the scenario as a whole.
public struct Header: Sendable, Hashable {
    public var title: String = ""
    public var question: String = ""
    public var claims: [String] = []
    /// The header's line that names the claims (for messages about them).
    public var claimsLine: Int = 1
    public var source: String = ""
    public var notes: [String] = []
    /// Sources shared with other scenarios of the lesson (`// with: _trips`), relative to it.
    public var sharedSources: [String] = []
    /// The line of each `with:` directive, in the same order.
    public var sharedSourceLines: [Int] = []
}
