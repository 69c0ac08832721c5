import CourseCheckProtocol
import Foundation

/// A question's answer, for a student (what `swift test` prints for each case, and `show`): the
/// question, the verdict and, when a claim does not hold, each unmet claim at its line with a
/// diff of the claimed lines against the observed ones; then the lesson's answer (the words its
/// expected file quotes, whole) and what the run showed for each claimed line.
///
///     L8-F13 · F13-double-in-literal · a Double in the literal
///     question: price is a Double. What does Text("Total: \(price)") show?
///     verdict: pass
///     lesson: Lesson 8 · flash card …: "Total: 1,249.500000 — six decimal places. …"
///     observed: Text "Total: 1,249.500000" font="body 17pt" lines=1
public enum AnswerReport {
    public static func render(_ outcome: ScenarioOutcome, expected: ExpectedFile?) -> String {
        let question = outcome.id.split(separator: "/").last.map(String.init) ?? outcome.id
        var out = ["\(outcome.claims.joined(separator: " ")) · \(question)" + (outcome.title.isEmpty ? "" : " · \(outcome.title)")]
        if !outcome.question.isEmpty { out.append("question: \(outcome.question)") }
        let named = outcome.variants.count > 1 || outcome.variants.contains { $0.variant != "default" }
        if outcome.variants.isEmpty { out.append("verdict: \(outcome.verdict.rawValue)" + (outcome.message.map { " — \($0)" } ?? "")) }
        // What does not hold, first.
        for variant in outcome.variants {
            let prefix = named ? "[\(variant.variant)] " : ""
            var verdict = "verdict: \(prefix)\(variant.verdict.rawValue)"
            if let reason = variant.knownFailureReason { verdict += " (\(reason))" }
            out.append(verdict)
            for failure in variant.failures {
                out += failure.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
            if !variant.failures.isEmpty { out += TextReport.compilerMessages(variant, scenarioPath: outcome.path).map { "  " + $0 } }
        }
        // The lesson's answer, and what the run showed for it.
        let words = lessonWords(expected?.notes ?? [])
        if !words.isEmpty { out.append("lesson: \(words)") }
        for variant in outcome.variants {
            let claims = expected?.variants.first { $0.name == variant.variant }
            let prefix = named ? "[\(variant.variant)] " : ""
            let variantWords = lessonWords(claims?.notes ?? [])
            if !variantWords.isEmpty { out.append("lesson: \(prefix)\(variantWords)") }
            let seen = claims.map { observedForClaims($0, in: variant.observed) } ?? []
            for (index, line) in seen.enumerated() {
                out.append((index == 0 ? "observed: " : "          ") + prefix + line)
            }
        }
        return out.joined(separator: "\n")
    }

    /// The lesson's words: the expected file's notes, which quote the lesson, whole (a note that
    /// only names a source is left out).
    static func lessonWords(_ notes: [String]) -> String {
        notes.filter { !$0.lowercased().hasPrefix("source") }.joined(separator: " ")
    }

    /// For each claimed section, the observed lines its claims matched (or the section's lines for
    /// a claim of equality with another run).
    static func observedForClaims(_ variant: ExpectedFile.Variant, in run: ObservedRun) -> [String] {
        var lines: [String] = []
        for section in variant.sections {
            guard let seen = run.section(section.name) else { continue }
            if let other = section.sameAsVariant {
                lines.append("-- \(section.name): as in the run `\(other)`")
                continue
            }
            let comparison = SectionComparison(claimed: section, observed: seen)
            for entry in comparison.entries {
                switch entry {
                case .found(_, let index): lines.append(comparison.observed[index].trimmingLeadingSpaces)
                case .absent(let claim, _): lines.append("no \(section.claims[claim].text)")
                default: break
                }
            }
        }
        return lines
    }
}
