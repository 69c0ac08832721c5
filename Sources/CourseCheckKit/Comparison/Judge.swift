import CourseCheckProtocol
import Foundation

/// Compares what a run showed with what the expected file claims, and gives the verdict.
public enum Judge {
    public struct Judgement: Sendable {
        public var verdict: Verdict
        /// One readable diff per section whose claim did not hold (or one message).
        public var failures: [String]
        /// Why the run is marked as a known failure, when it is.
        public var knownFailureReason: String?
        /// Every claim that did not hold, as data (for JSON, JUnit, annotations).
        public var unmet: [UnmetClaim] = []
    }

    /// - Parameter others: every run of the scenario by variant, for `same as variant` claims.
    public static func judge(observed: ObservedRun, expected: ExpectedFile.Variant?, fileXFail: String?, expectedPath: String,
                             others: [String: ObservedRun] = [:]) -> Judgement {
        guard let expected else {
            return Judgement(verdict: .missingExpectation,
                             failures: ["\(expectedPath) has no claims for the run `\(observed.variant)` (add `== variant \(observed.variant)`)"])
        }
        var failures: [String] = []
        var unmet: [UnmetClaim] = []
        for section in expected.sections {
            guard let seen = observed.section(section.name) else {
                let available = observed.sections.map(\.name.name).joined(separator: ", ")
                failures.append("\(expectedPath):\(section.line): -- \(section.name): nothing like that was observed; the report has: \(available)")
                unmet.append(UnmetClaim(file: expectedPath, line: section.line, section: section.name.name, kind: .sectionMissing,
                                        claimed: "-- \(section.name)", observed: nil))
                continue
            }
            if let other = section.sameAsVariant {
                guard let reference = others[other]?.section(section.name) else {
                    failures.append("\(expectedPath):\(section.line): -- \(section.name) same as variant \(other): the run `\(other)` has no such section")
                    continue
                }
                // The other run's lines, claimed exactly, each at the section's line.
                let claimed = ExpectedFile.Section(name: section.name, exactly: true,
                                                   claims: reference.lines.map { ExpectedFile.Claim($0, line: section.line) }, line: section.line)
                let comparison = SectionComparison(claimed: claimed, observed: seen)
                if !comparison.holds {
                    failures.append(ClaimDiff.render(comparison, expectedPath: expectedPath, note: "claimed equal to the run `\(other)`:"))
                    unmet += UnmetClaim.all(in: comparison, file: expectedPath)
                }
                continue
            }
            let comparison = SectionComparison(claimed: section, observed: seen)
            if !comparison.holds {
                failures.append(ClaimDiff.render(comparison, expectedPath: expectedPath))
                unmet += UnmetClaim.all(in: comparison, file: expectedPath)
            }
        }
        // A crash fails the run unless the expected file claims it (`-- crash`); a run stopped by
        // the harness (a time-out, a limit) says so among its problems instead.
        if let crash = observed.section(.crash)?.lines.first, (observed.ending?.kind ?? .crashed) == .crashed,
           !expected.sections.contains(where: { $0.name == .crash }) {
            let what = observed.ending?.summary ?? "crashed: \(crash)"
            failures.append("\(expectedPath):\(expected.line): the expected file claims no crash, but the program \(what) (claim it under `-- crash` if the lesson expects it)")
            unmet.append(UnmetClaim(file: expectedPath, line: expected.line, section: ReportSection.crash.name, kind: .unclaimedCrash, claimed: nil, observed: crash))
        }
        // A problem (an API the model does not reproduce yet, a step that found nothing to act on)
        // fails the run unless the expected file claims it: nothing passes by accident.
        if let problems = observed.section(.problems), !problems.lines.isEmpty,
           !expected.sections.contains(where: { $0.name == .problems }) {
            failures.append((["\(expectedPath):\(expected.line): the run met problems the expected file does not claim (claim them under `-- problems` if the lesson expects them):"]
                + problems.lines.map { "  " + $0 }).joined(separator: "\n"))
            unmet += problems.lines.map { UnmetClaim(file: expectedPath, line: expected.line, section: ReportSection.problems.name, kind: .unclaimedProblem, claimed: nil, observed: $0) }
        }
        let reason = expected.xfail ?? fileXFail
        switch (reason, failures.isEmpty) {
        case (nil, true): return Judgement(verdict: .pass, failures: [])
        case (nil, false): return Judgement(verdict: .fail, failures: failures, unmet: unmet)
        case (.some(let why), true):
            return Judgement(verdict: .unexpectedPass, failures: ["marked as a known failure (\(why)) but every claim holds: remove the `xfail:` line"],
                             knownFailureReason: why)
        case (.some(let why), false): return Judgement(verdict: .knownFailure, failures: failures, knownFailureReason: why, unmet: unmet)
        }
    }
}
