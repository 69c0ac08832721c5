import CourseCheckProtocol
import Foundation

/// What a lesson claims a scenario shows, transcribed from the lesson text.
///
///     # comment
///     claims: L46-D8
///     xfail: why the model cannot reproduce this yet      (optional, whole file)
///
///     == variant package                                  (omit when there are no variants)
///     xfail: …                                            (optional, this variant only)
///     -- compiler
///     failed
///     error: static property 'shared' is not concurrency-safe …
///     -- console exactly
///     metric
///     -- console
///     ! loading: 49                                       (no such line between its neighbours)
///     -- screen same as variant app                      (equal to another run's section)
///
/// Lines of a section must appear in the observation in order; see `LineMatcher` for what an
/// expected line may leave out, and `SectionComparison` for how a section is compared.
public struct ExpectedFile: Sendable, Equatable {
    public var claims: [String] = []
    /// The line of the first `claims:` (for messages about them).
    public var claimsLine: Int = 1
    public var xfail: String?
    /// The line of the file's `xfail:`.
    public var xfailLine: Int?
    public var variants: [Variant] = []
    /// The `#` comments before the first variant or section, without their `# `: the lesson's
    /// words the claims transcribe, and the sources.
    public var notes: [String] = []

    /// Where a scenario's expected file is, relative to the package root.
    public static func path(for scenarioID: String) -> String { "expected/\(scenarioID).txt" }
    /// Where `record` writes what it observed, for a person to review.
    public static func pendingPath(for scenarioID: String) -> String { path(for: scenarioID) + pendingSuffix }
    public static let pendingSuffix = ".new"

    public struct Variant: Sendable, Equatable {
        public var name: String
        public var xfail: String?
        /// The line of the variant's `xfail:`.
        public var xfailLine: Int?
        public var sections: [Section] = []
        /// The `#` comments between `== variant` and its first section.
        public var notes: [String] = []
        /// The line of the file where the variant starts (for messages).
        public var line: Int
    }

    public struct Section: Sendable, Equatable {
        public var name: ReportSection
        /// Every observed line must be claimed, in order (FileCheck's CHECK-NEXT for a whole section).
        public var exactly: Bool
        public var claims: [Claim]
        /// The line of the file that opens the section (`-- console`).
        public var line: Int
        /// `-- screen same as variant before`: the section must equal, line for line, the same
        /// section observed in another run (a claim that a change "changes nothing").
        public var sameAsVariant: String? = nil

        public init(name: ReportSection, exactly: Bool, claims: [Claim], line: Int, sameAsVariant: String? = nil) {
            self.name = name
            self.exactly = exactly
            self.claims = claims
            self.line = line
            self.sameAsVariant = sameAsVariant
        }

        /// The claimed lines' texts, absences included.
        public var lines: [String] { claims.map(\.text) }
    }

    /// One claimed line.
    public struct Claim: Sendable, Equatable {
        /// The line as claimed (for an absence, without its `! `).
        public var text: String
        /// Its line in the expected file.
        public var line: Int
        /// `! text`: no observed line matches between the claimed lines around it (FileCheck's
        /// CHECK-NOT).
        public var isAbsence: Bool

        public init(_ text: String, line: Int, isAbsence: Bool = false) {
            self.text = text
            self.line = line
            self.isAbsence = isAbsence
        }

        /// How the claim is written in the file.
        public var written: String { isAbsence ? "! " + text : text }
    }

    public static func parse(_ text: String, path: String) throws -> ExpectedFile {
        var file = ExpectedFile()
        var currentVariant: Variant?
        var currentSection: Section?
        func closeSection() {
            if let section = currentSection {
                if currentVariant == nil { currentVariant = Variant(name: "default", line: section.line) }
                currentVariant!.sections.append(section)
            }
            currentSection = nil
        }
        func closeVariant() {
            closeSection()
            if let variant = currentVariant { file.variants.append(variant) }
            currentVariant = nil
        }
        func fail(_ line: Int, _ message: String) -> ScenarioError { ScenarioError(path: path, line: line, message: message) }
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = String(raw)
            let trimmed = line.trimmingSpaces
            if trimmed.hasPrefix("== variant ") {
                closeVariant()
                let name = String(trimmed.dropFirst("== variant ".count)).trimmingSpaces
                currentVariant = Variant(name: name, line: lineNumber)
                continue
            }
            if trimmed.hasPrefix("-- ") {
                closeSection()
                currentSection = try sectionHeader(String(trimmed.dropFirst(3)), line: lineNumber, path: path)
                continue
            }
            if currentSection != nil {
                if trimmed.isEmpty || trimmed.hasPrefix("# ") || trimmed == "#" { continue }
                let claim = try self.claim(line, number: lineNumber, path: path)
                if claim.isAbsence, currentSection!.exactly {
                    throw fail(lineNumber, "`! …` claims a line is absent between two claimed lines; an `exactly` section already claims every line it has")
                }
                currentSection!.claims.append(claim)
                continue
            }
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#") {
                let note = String(trimmed.dropFirst().drop { $0 == " " })
                if currentVariant != nil { currentVariant!.notes.append(note) } else { file.notes.append(note) }
                continue
            }
            if trimmed.hasPrefix("claims:") {
                if file.claims.isEmpty { file.claimsLine = lineNumber }
                file.claims += trimmed.dropFirst("claims:".count).split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            } else if trimmed.hasPrefix("xfail:") {
                let reason = trimmed.dropFirst("xfail:".count).trimmingSpaces
                guard !reason.isEmpty else { throw fail(lineNumber, "xfail needs a reason") }
                if currentVariant != nil {
                    currentVariant!.xfail = reason
                    currentVariant!.xfailLine = lineNumber
                } else {
                    file.xfail = reason
                    file.xfailLine = lineNumber
                }
            } else {
                throw fail(lineNumber, "expected `claims:`, `xfail:`, `== variant NAME` or `-- SECTION` here, found: \(trimmed)")
            }
        }
        closeVariant()
        if file.claims.isEmpty { throw fail(1, "the expected file names no claims (`claims: L46-E1`)") }
        return file
    }

    /// `console`, `console exactly`, `screen same as variant before`.
    static func sectionHeader(_ text: String, line: Int, path: String) throws -> Section {
        var name = text.trimmingSpaces
        var exactly = false
        if name.hasSuffix(" exactly") {
            exactly = true
            name = String(name.dropLast(" exactly".count))
        }
        var sameAs: String?
        if let range = name.range(of: " same as variant ") {
            sameAs = String(name[range.upperBound...]).trimmingSpaces
            name = String(name[..<range.lowerBound])
        }
        guard let section = ReportSection(name: name) else {
            throw ScenarioError(path: path, line: line, message: "no report has a section `\(name)`"
                                + sectionHint(name)
                                + " (sections: \(ReportSection.knownNames.joined(separator: ", ")))")
        }
        return Section(name: section, exactly: exactly, claims: [], line: line, sameAsVariant: sameAs)
    }

    /// ` (did you mean `screen`?)` for a misspelt section name; `screne after tap "A"` gets
    /// `screen after tap "A"`.
    static func sectionHint(_ name: String) -> String {
        if let after = name.range(of: " after ") {
            let suggestions = DidYouMean.suggestions(for: String(name[..<after.lowerBound]), among: ["screen"])
            return suggestions.isEmpty ? "" : " (did you mean `screen\(name[after.lowerBound...])`?)"
        }
        return DidYouMean.hint(for: name, among: ReportSection.fixed.map(\.name)) { "`\($0)`" }
    }

    /// A claimed line: `! text` claims its absence; a leading `\` is dropped, so `\! text` claims
    /// a line that starts with `!`.
    static func claim(_ line: String, number: Int, path: String) throws -> Claim {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("\\") { return Claim(String(trimmed.dropFirst()), line: number) }
        if trimmed == "!" || trimmed.hasPrefix("! ") {
            let text = trimmed.dropFirst(1).trimmingSpaces
            guard !text.isEmpty else {
                throw ScenarioError(path: path, line: number, message: "`!` needs the line claimed absent: `! loading: 49`")
            }
            return Claim(text, line: number, isAbsence: true)
        }
        return Claim(line, line: number)
    }
}
