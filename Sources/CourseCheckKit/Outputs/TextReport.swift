import CourseCheckProtocol
import Foundation

/// The report a person reads: a progress line per scenario, then for each scenario (all of them
/// with `verbose`, else the ones that did not pass) its question, its claims, what was observed,
/// and a diff for each claim that did not hold.
public enum TextReport {
    public static func progressLine(_ outcome: ScenarioOutcome) -> String {
        let variants = outcome.variants.count > 1 ? " (\(outcome.variants.count) runs)" : ""
        let cached = !outcome.variants.isEmpty && outcome.variants.allSatisfy(\.cached) ? ", cached" : ""
        return "\(outcome.verdict.symbol) \(outcome.id)\(variants)  \(String(format: "%.1f", outcome.seconds)) s\(cached)"
    }

    /// - Parameter showTimings: whether each run says what compiling and running it cost (off for
    ///   reports compared across runs, such as golden tests).
    public static func render(_ outcome: ScenarioOutcome, showObservation: Bool = true, showTimings: Bool = true) -> String {
        var out: [String] = []
        let title = outcome.title.isEmpty ? "" : " · \(outcome.title)"
        out.append("━━ \(outcome.id)\(title) ━━ \(outcome.verdict.rawValue.uppercased())")
        out.append("   file: \(outcome.path)")
        if !outcome.question.isEmpty { out.append("   question: \(outcome.question)") }
        if !outcome.claims.isEmpty { out.append("   claims: \(outcome.claims.joined(separator: ", "))") }
        if let message = outcome.message { out.append("   \(message)") }
        for variant in outcome.variants {
            let name = outcome.variants.count > 1 || variant.variant != "default" ? "run `\(variant.variant)`: " : ""
            let timing = String(format: "compiled in %.1f s, ran in %.2f s", variant.compileSeconds, variant.runSeconds)
            out.append("   ── \(name)\(variant.verdict.rawValue)" + (showTimings ? " (\(variant.cached ? "cached" : timing))" : ""))
            if showTimings, !variant.cached, let isolation = variant.isolation { out.append("      isolation: \(isolation.summary)") }
            if let reason = variant.knownFailureReason { out.append("      known failure: \(reason)") }
            if let reason = variant.skipReason { out.append("      skipped: \(reason)") }
            if showObservation {
                for section in variant.observed.sections where !section.lines.isEmpty || section.name.isShownWhenEmpty {
                    if case .screenAfter = section.name, isRepeatOfNext(section, in: variant.observed) { continue }
                    out.append("   \(section.name)")
                    out += (section.lines.isEmpty ? ["(nothing)"] : section.lines).map { "     " + $0 }
                }
            }
            for failure in variant.failures {
                out += failure.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }
            }
        }
        return out.joined(separator: "\n")
    }

    /// `screen after X` equals the final `screen`: show it once.
    private static func isRepeatOfNext(_ section: ObservedRun.Section, in run: ObservedRun) -> Bool {
        let screens = run.sections.filter { if case .screenAfter = $0.name { true } else { false } }
        guard let index = screens.firstIndex(of: section) else { return false }
        return index == screens.count - 1 || screens[index + 1].lines == section.lines
    }

    public static func summary(_ outcomes: [ScenarioOutcome], seconds: Double) -> String {
        let counts = Dictionary(outcomes.map { ($0.verdict, 1) }, uniquingKeysWith: +)
        let order: [Verdict] = [.pass, .skipped, .knownFailure, .fail, .unexpectedPass, .missingExpectation, .error]
        let parts = order.compactMap { verdict in counts[verdict].map { "\($0) \(verdict.rawValue)" } }
        // A claim holds when every scenario that cites it passes; one a skipped scenario cites
        // was not checked here.
        let cited = Set(outcomes.flatMap(\.claims))
        let unsettled = Set(outcomes.filter { $0.verdict != .pass && $0.verdict != .skipped }.flatMap(\.claims))
        let skipped = Set(outcomes.filter { $0.verdict == .skipped }.flatMap(\.claims)).subtracting(unsettled)
        let holding = cited.subtracting(unsettled).subtracting(skipped)
        let open = [(unsettled, "not yet"), (skipped, "skipped")].filter { !$0.0.isEmpty }
            .map { "\($0.0.count) \($0.1): \($0.0.sorted().joined(separator: ", "))" }
        let notes = open.isEmpty ? "" : " (\(open.joined(separator: "; ")))"
        return "\(count(outcomes.count, "scenario")): \(parts.joined(separator: ", ")); \(holding.count) of \(cited.count) claims hold\(notes); \(String(format: "%.1f", seconds)) s"
    }

    /// The isolation the runs had (the first run's; they all have the same unless the machine
    /// changed under them), or that none was in force; nil when nothing ran.
    public static func isolationLine(_ outcomes: [ScenarioOutcome]) -> String? {
        let variants = outcomes.flatMap(\.variants).filter { !$0.cached }
        guard !variants.isEmpty else { return nil }
        let runs = variants.compactMap(\.isolation).first.map(\.summary) ?? "none (COURSECHECK_ISOLATION=off)"
        let compiles = variants.compactMap(\.compileIsolation).first.map(\.summary)
        return "isolation of runs: \(runs)" + (compiles.map { "\nisolation of compiles: \($0)" } ?? "")
    }

    /// `1 scenario`, `3 scenarios`.
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
