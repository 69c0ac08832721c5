import Foundation

/// What checking one run of a scenario gave.
public struct VariantOutcome: Codable, Sendable {
    public var variant: String
    public var verdict: Verdict
    public var observed: ObservedRun
    /// One readable diff per section whose claim did not hold.
    public var failures: [String]
    public var knownFailureReason: String?
    /// Why its claims were skipped (`Verdict.skipped`).
    public var skipReason: String? = nil
    /// Every claim that did not hold, as data.
    public var unmet: [UnmetClaim] = []
    public var compileSeconds: Double
    public var runSeconds: Double
    public var cached: Bool
    /// What this run cost in this process (a cached run costs almost nothing; `compileSeconds`
    /// and `runSeconds` are what the work cost when it was done).
    public var seconds: Double = 0
    /// The isolation its run had, and its compile's (`Sandbox`); nil where there was none.
    public var isolation: Isolation? = nil
    public var compileIsolation: Isolation? = nil
}

public struct ScenarioOutcome: Codable, Sendable {
    public var id: String
    public var path: String
    public var title: String
    public var question: String
    public var claims: [String]
    public var verdict: Verdict
    public var variants: [VariantOutcome]
    /// Why the scenario could not be checked, or what is missing.
    public var message: String?
    public var seconds: Double

    static func error(id: String, path: String, message: String, claims: [String] = []) -> ScenarioOutcome {
        ScenarioOutcome(id: id, path: path, title: "", question: "", claims: claims, verdict: .error, variants: [], message: message, seconds: 0)
    }
}
