import CourseCheckProtocol
import Foundation

/// A question's answer, for a student, in a few lines: the question, the lesson's answer (the
/// words its expected file quotes), what the run showed for each claimed line, and the verdict.
///
///     L8-F13 · F13-double-in-literal · a Double in the literal
///     question: price is a Double. What does Text("Total: \(price)") show?
///     lesson: Lesson 8 · flash card …: "Total: 1,249.500000 — six decimal places. …"
///     observed: Text "Total: 1,249.500000" font="body 17pt" lines=1
///     verdict: pass
public enum AnswerReport {
    /// Lines of the lesson's words shown at most, and observed lines.
    static let lessonLines = 3
    static let observedLines = 6

    public static func render(_ outcome: ScenarioOutcome, expected: ExpectedFile?) -> String {
        let question = outcome.id.split(separator: "/").last.map(String.init) ?? outcome.id
        var out = ["\(outcome.claims.joined(separator: " ")) · \(question)" + (outcome.title.isEmpty ? "" : " · \(outcome.title)")]
        if !outcome.question.isEmpty { out.append("question: \(outcome.question)") }
        for variant in outcome.variants {
            let claims = expected?.variants.first { $0.name == variant.variant }
            let words = lessonWords((expected?.notes ?? []) + (claims?.notes ?? []))
            if !words.isEmpty { out.append("lesson: \(words)") }
            let prefix = outcome.variants.count > 1 || variant.variant != "default" ? "[\(variant.variant)] " : ""
            let seen = claims.map { observedForClaims($0, in: variant.observed) } ?? []
            for (index, line) in seen.prefix(observedLines).enumerated() {
                out.append((index == 0 ? "observed: " : "          ") + prefix + line)
            }
            if seen.count > observedLines { out.append("          … (\(seen.count - observedLines) more)") }
            var verdict = "verdict: \(prefix)\(variant.verdict.rawValue)"
            if let reason = variant.knownFailureReason ?? variant.skipReason { verdict += " (\(reason))" }
            out.append(verdict)
        }
        if outcome.variants.isEmpty { out.append("verdict: \(outcome.verdict.rawValue)" + (outcome.message.map { " — \($0)" } ?? "")) }
        return out.joined(separator: "\n")
    }

    /// The lesson's words: the expected file's notes, which quote the lesson, up to a few lines'
    /// worth (a note that only names a source is left out).
    static func lessonWords(_ notes: [String]) -> String {
        let text = notes.filter { !$0.lowercased().hasPrefix("source") }.joined(separator: " ")
        let limit = 100 * lessonLines
        return text.count > limit ? String(text.prefix(limit)) + "…" : text
    }

    /// For each claimed section, the observed lines its claims matched (or the section's lines for
    /// a claim of equality with another run).
    static func observedForClaims(_ variant: ExpectedFile.Variant, in run: ObservedRun) -> [String] {
        var lines: [String] = []
        for section in variant.sections {
            guard let seen = run.section(section.name) else { continue }
            if section.sameAsVariant != nil {
                lines.append("-- \(section.name): as in the run `\(section.sameAsVariant!)`")
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
