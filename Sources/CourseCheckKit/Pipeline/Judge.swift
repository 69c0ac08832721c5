import Foundation

/// Compares what a run showed with what the expected file claims, and gives the verdict.
public enum Judge {
    /// - Parameter others: every run of the scenario by variant, for `same as variant` claims.
    public static func judge(observed: ObservedRun, expected: ExpectedFile.Variant?, fileXFail: String?, expectedPath: String,
                             others: [String: ObservedRun] = [:]) -> (Verdict, [String], String?) {
        guard let expected else {
            return (.missingExpectation, ["\(expectedPath) has no claims for the run `\(observed.variant)` (add `== variant \(observed.variant)`)"], nil)
        }
        var failures: [String] = []
        for section in expected.sections {
            guard let seen = observed.section(section.name) else {
                let available = observed.sections.map(\.name).joined(separator: ", ")
                failures.append("-- \(section.name) (expected file, line \(section.line)): nothing like that was observed; the report has: \(available)")
                continue
            }
            if let other = section.sameAsVariant {
                guard let reference = others[other]?.section(section.name) else {
                    failures.append("-- \(section.name) same as variant \(other) (expected file, line \(section.line)): the run `\(other)` has no such section")
                    continue
                }
                let claimed = ExpectedFile.Section(name: section.name, exactly: true, lines: reference.lines, line: section.line)
                if let mismatch = SectionMatcher.compare(expected: claimed, observed: seen.lines) {
                    failures.append("claimed equal to the run `\(other)`:\n" + ClaimDiff.render(section: claimed, observed: seen.lines, mismatch: mismatch))
                }
                continue
            }
            if let mismatch = SectionMatcher.compare(expected: section, observed: seen.lines) {
                failures.append(ClaimDiff.render(section: section, observed: seen.lines, mismatch: mismatch))
            }
        }
        let reason = expected.xfail ?? fileXFail
        switch (reason, failures.isEmpty) {
        case (nil, true): return (.pass, [], nil)
        case (nil, false): return (.fail, failures, nil)
        case (.some(let why), true):
            return (.unexpectedPass, ["marked as a known failure (\(why)) but every claim holds: remove the `xfail:` line"], why)
        case (.some(let why), false): return (.knownFailure, failures, why)
        }
    }
}
