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
///     -- screen same as variant app                      (equal to another run's section)
///
/// Lines of a section must appear in the observation in order; see `LineMatcher` for what an
/// expected line may leave out.
public struct ExpectedFile: Sendable, Equatable {
    public var claims: [String] = []
    public var xfail: String?
    public var variants: [Variant] = []

    public struct Variant: Sendable, Equatable {
        public var name: String
        public var xfail: String?
        public var sections: [Section] = []
        /// The line of the file where the variant starts (for messages).
        public var line: Int
    }

    public struct Section: Sendable, Equatable {
        /// `console`, `screen`, `screen after tap "Tap" #2`…
        public var name: String
        /// Every observed line must be claimed, in order (FileCheck's CHECK-NEXT for a whole section).
        public var exactly: Bool
        public var lines: [String]
        public var line: Int
        /// `-- screen same as variant before`: the section must equal, line for line, the same
        /// section observed in another run (a claim that a change "changes nothing").
        public var sameAsVariant: String? = nil
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
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("== variant ") {
                closeVariant()
                let name = String(trimmed.dropFirst("== variant ".count)).trimmingCharacters(in: .whitespaces)
                currentVariant = Variant(name: name, line: lineNumber)
                continue
            }
            if trimmed.hasPrefix("-- ") {
                closeSection()
                var name = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                var exactly = false
                if name.hasSuffix(" exactly") {
                    exactly = true
                    name = String(name.dropLast(" exactly".count))
                }
                var sameAs: String?
                if let range = name.range(of: " same as variant ") {
                    sameAs = String(name[range.upperBound...]).trimmingCharacters(in: .whitespaces)
                    name = String(name[..<range.lowerBound])
                }
                currentSection = Section(name: name, exactly: exactly, lines: [], line: lineNumber, sameAsVariant: sameAs)
                continue
            }
            if let section = currentSection {
                if trimmed.isEmpty || trimmed.hasPrefix("# ") || trimmed == "#" { continue }
                currentSection!.lines.append(line)
                continue
            }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("claims:") {
                file.claims += trimmed.dropFirst("claims:".count).split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            } else if trimmed.hasPrefix("xfail:") {
                let reason = trimmed.dropFirst("xfail:".count).trimmingCharacters(in: .whitespaces)
                guard !reason.isEmpty else { throw ScenarioError(path: path, line: lineNumber, message: "xfail needs a reason") }
                if currentVariant != nil { currentVariant!.xfail = reason } else { file.xfail = reason }
            } else {
                throw ScenarioError(path: path, line: lineNumber, message: "expected `claims:`, `xfail:`, `== variant NAME` or `-- SECTION` here, found: \(trimmed)")
            }
        }
        closeVariant()
        if file.claims.isEmpty { throw ScenarioError(path: path, line: 1, message: "the expected file names no claims (`claims: L46-E1`)") }
        return file
    }
}
