/// `--github` (on by default when `GITHUB_ACTIONS` is set): one workflow command per unmet claim,
/// `::error file=expected/…txt,line=11::claimed line not observed: …`, which GitHub shows on the
/// line of the pull request's file; a scenario that cannot be checked at all is annotated on its
/// file. Known failures are notices. Newlines and `%` are escaped as the workflow-command syntax
/// requires (GitHub's documentation, "Workflow commands for GitHub Actions").
public enum GitHubAnnotations {
    public static func render(_ outcomes: [ScenarioOutcome]) -> [String] {
        var lines: [String] = []
        for outcome in outcomes {
            if outcome.variants.isEmpty, !outcome.verdict.isSuccess {
                let (file, line) = location(outcome.message ?? "", default: outcome.path)
                lines.append("::error file=\(property(file)),line=\(line)::\(data(outcome.message ?? outcome.verdict.rawValue))")
                continue
            }
            for variant in outcome.variants where variant.verdict != .pass {
                let command = variant.verdict == .knownFailure ? "notice" : "error"
                let run = variant.variant == "default" ? "" : " [\(variant.variant)]"
                if variant.unmet.isEmpty {
                    let message = variant.failures.first ?? outcome.message ?? variant.verdict.rawValue
                    let (file, line) = location(message, default: outcome.path)
                    lines.append("::\(command) file=\(property(file)),line=\(line)::\(data("\(outcome.id)\(run): \(message)"))")
                }
                for claim in variant.unmet {
                    let what: String
                    switch claim.kind {
                    case .missing: what = "claimed line not observed: \(claim.claimed ?? "")"
                    case .present: what = "claimed absent, but observed: \(claim.observed ?? "")"
                    case .unclaimed: what = "observed line not claimed: \(claim.observed ?? "")"
                    case .sectionMissing: what = "no such section was observed: \(claim.claimed ?? "")"
                    case .unclaimedProblem: what = "a problem the file does not claim: \(claim.observed ?? "")"
                    case .unclaimedCrash: what = "a crash the file does not claim: \(claim.observed ?? "")"
                    }
                    lines.append("::\(command) file=\(property(claim.file)),line=\(claim.line)::\(data("\(outcome.id)\(run): \(what)"))")
                }
            }
        }
        return lines
    }

    /// Lines printed between these two are logged, not run as workflow commands (GitHub's
    /// documentation, "Workflow commands for GitHub Actions", "Stopping and starting workflow
    /// commands"): the report quotes what programs printed, which must not annotate anything.
    public static func stopCommands(token: String) -> String { "::stop-commands::\(token)" }
    public static func resumeCommands(token: String) -> String { "::\(token)::" }

    static func location(_ message: String, default path: String) -> (String, Int) {
        if let match = message.firstMatch(of: #/^([^\s:]+):(\d+):/#), let line = Int(match.2) { return (String(match.1), line) }
        return (path, 1)
    }

    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
