import CourseCheckProtocol
import Foundation

/// The report a person reads: a progress line per scenario, then for each scenario that did not
/// pass (each one with `verbose`) what does not hold first — its question, each unmet claim at
/// `path:line`, a diff of the claimed lines against the observed ones — and only under `verbose`
/// everything the run observed.
public enum TextReport {
    public static func progressLine(_ outcome: ScenarioOutcome) -> String {
        let variants = outcome.variants.count > 1 ? " (\(outcome.variants.count) runs)" : ""
        let cached = !outcome.variants.isEmpty && outcome.variants.allSatisfy(\.cached) ? ", cached" : ""
        return ControlCharacters.escaped("\(outcome.verdict.symbol) \(outcome.id)\(variants)  \(String(format: "%.1f", outcome.seconds)) s\(cached)")
    }

    /// - Parameters:
    ///   - verbose: also every section each run observed.
    ///   - showTimings: whether each run says what compiling and running it cost (off for
    ///     reports compared across runs, such as golden tests).
    public static func render(_ outcome: ScenarioOutcome, verbose: Bool = false, showTimings: Bool = true) -> String {
        var out: [String] = []
        let title = outcome.title.isEmpty ? "" : " · \(outcome.title)"
        out.append("━━ \(outcome.id)\(title) ━━ \(outcome.verdict.rawValue.uppercased())")
        if !outcome.question.isEmpty { out.append("   question: \(outcome.question)") }
        out.append("   file: \(outcome.path)" + (outcome.claims.isEmpty ? "" : " · claims: \(outcome.claims.joined(separator: ", "))"))
        if let message = outcome.message { out.append("   \(message)") }
        let named = outcome.variants.count > 1 || outcome.variants.contains { $0.variant != "default" }
        for variant in outcome.variants {
            let name = named ? "run `\(variant.variant)`: " : ""
            let timing = String(format: "compiled in %.1f s, ran in %.2f s", variant.compileSeconds, variant.runSeconds)
            out.append("   ── \(name)\(variant.verdict.rawValue)" + (showTimings ? " (\(variant.cached ? "cached" : timing))" : ""))
            if let ending = variant.observed.ending, ending.kind != .finished { out.append("      ended: the program \(ending.summary)") }
            if let reason = variant.knownFailureReason { out.append("      known failure: \(reason)") }
            for failure in variant.failures {
                out += failure.split(separator: "\n", omittingEmptySubsequences: false).map { "   " + $0 }
            }
            if !variant.failures.isEmpty, !verbose {
                out += compilerMessages(variant, scenarioPath: outcome.path).map { "   " + $0 }
            }
        }
        guard verbose else { return shown(out) }
        for variant in outcome.variants {
            out.append("   ── observed\(named ? " in run `\(variant.variant)`" : "")" + (showTimings && !variant.cached && variant.isolation != nil
                ? " (isolation: \(variant.isolation!.summary))" : ""))
            let sections = variant.observed.sections
            for (index, section) in sections.enumerated() {
                let next = sections[(index + 1)...].first { if case .screenAfter = $0.name { true } else { $0.name == .screen } }
                guard section.name.isShown(section.lines, next: next?.lines) else { continue }
                out.append("   \(section.name)")
                let lines = section.name == .compiler ? section.lines.map { located($0, scenarioPath: outcome.path) } : section.lines
                out += (lines.isEmpty ? ["(nothing)"] : lines).map { "     " + $0 }
            }
        }
        return shown(out)
    }

    /// What a program printed, and what a file's name holds, is shown, never obeyed (the
    /// harness's own messages keep their line breaks).
    static func shown(_ lines: [String]) -> String {
        lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }
            .map { ControlCharacters.escaped(String($0)) }.joined(separator: "\n")
    }

    /// The compiler's errors and warnings of a run whose compiler section did not hold, each at
    /// the scenario's path (`lessons/…/F1.swift:26:42: error: …`), which editors and CI jump to.
    static func compilerMessages(_ variant: VariantOutcome, scenarioPath: String) -> [String] {
        guard variant.unmet.contains(where: { $0.section == ReportSection.compiler.name }),
              let compiler = variant.observed.section(.compiler) else { return [] }
        return compiler.lines.dropFirst().filter { !ReportSection.compiler.isIncidental($0) }.map { located($0, scenarioPath: scenarioPath) }
    }

    /// A diagnostic of the compiler's section at the scenario's path: `26:42 error: …` in
    /// `lessons/L/F1.swift` → `lessons/L/F1.swift:26:42: error: …`; `Card.swift:3:1 warning: …` in a
    /// folder scenario → `lessons/L/Q/Card.swift:3:1: warning: …`. Other lines (`compiled`, a
    /// diagnostic of a file that is not the scenario's) are kept.
    public static func located(_ line: String, scenarioPath: String) -> String {
        let head = line.prefix { $0 != " " }
        let parts = head.split(separator: ":", omittingEmptySubsequences: false)
        guard head.count < line.count, parts.count >= 2, parts.suffix(2).allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return line }
        let rest = line.dropFirst(head.count + 1)
        let position = parts.suffix(2).joined(separator: ":")
        let path: String
        switch parts.count {
        case 2: path = scenarioPath
        // A script scenario of one file is compiled as main.swift; other files are not the scenario's.
        case 3 where scenarioPath.hasSuffix(".swift"):
            guard parts[0] == "main.swift" else { return line }
            path = scenarioPath
        case 3: path = scenarioPath + "/" + parts[0]
        default: return line
        }
        return "\(path):\(position): \(rest)"
    }

    public static func summary(_ summary: CheckSummary) -> String {
        let parts = Verdict.allCases.compactMap { verdict in summary.verdicts[verdict.rawValue].map { "\($0) \(verdict.rawValue)" } }
        let open = summary.claims.open.isEmpty ? "" : " (\(summary.claims.open.count) not yet: \(summary.claims.open.joined(separator: ", ")))"
        return ControlCharacters.escaped("\(count(summary.scenarios, "scenario")): \(parts.joined(separator: ", ")); \(summary.claims.holding) of \(summary.claims.cited) claims hold\(open); \(String(format: "%.1f", summary.seconds)) s")
    }

    public static func summary(_ outcomes: [ScenarioOutcome], seconds: Double) -> String {
        summary(CheckSummary(outcomes, seconds: seconds))
    }

    /// The isolation the check's runs and compiles had; nothing when none was made now.
    public static func isolationLines(_ summary: CheckSummary) -> [String] {
        [summary.isolation.runs.map { "isolation of runs: \($0)" }, summary.isolation.compiles.map { "isolation of compiles: \($0)" }].compactMap { $0 }
    }

    /// `1 scenario`, `3 scenarios`.
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
