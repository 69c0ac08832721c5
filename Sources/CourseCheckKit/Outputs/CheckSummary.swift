/// What a check came to, for every output that sums it up (the text report's last lines, the
/// JSON report's `summary`, the HTML index): the scenarios by verdict, the claims that hold, the
/// exit status, and the isolation the compiles and runs had.
public struct CheckSummary: Codable, Sendable, Equatable {
    public var scenarios: Int
    /// Scenarios by verdict (`pass`, `fail`, …); a verdict no scenario has is left out.
    public var verdicts: [String: Int]
    public var claims: Claims
    /// 0 every claim holds, 1 a claim does not hold (`coursecheck`'s exit status).
    public var exitStatus: Int32
    public var isolation: IsolationInForce
    /// Wall time of the check.
    public var seconds: Double

    public struct Claims: Codable, Sendable, Equatable {
        /// The claim IDs the checked scenarios cite.
        public var cited: Int
        /// Those every scenario citing them passes.
        public var holding: Int
        /// The others, in natural order.
        public var open: [String]
    }

    /// The isolation the check's compiles and runs had, as the report states it; nil where none
    /// was made in this check (every result came from the cache, or no compile succeeded).
    public struct IsolationInForce: Codable, Sendable, Equatable {
        public var runs: String?
        public var compiles: String?
    }

    public init(_ outcomes: [ScenarioOutcome], seconds: Double) {
        scenarios = outcomes.count
        verdicts = Dictionary(outcomes.map { ($0.verdict.rawValue, 1) }, uniquingKeysWith: +)
        let cited = Set(outcomes.flatMap(\.claims))
        let unsettled = Set(outcomes.filter { $0.verdict != .pass }.flatMap(\.claims))
        claims = Claims(cited: cited.count, holding: cited.subtracting(unsettled).count, open: unsettled.sorted(naturallyBy: { $0 }))
        exitStatus = outcomes.allSatisfy(\.verdict.isSuccess) ? 0 : 1
        isolation = Self.isolation(outcomes)
        self.seconds = seconds
    }

    /// The isolation the first run and compile made now had (they all have the same unless the
    /// machine changed under them). A run is made only when its compile succeeded; a run with no
    /// isolation says why only when the environment asked for none.
    static func isolation(_ outcomes: [ScenarioOutcome]) -> IsolationInForce {
        let fresh = outcomes.flatMap(\.variants).filter { !$0.cached }
        let ran = fresh.filter { $0.observed.section(.console) != nil }
        var runs: String?
        if !ran.isEmpty {
            runs = ran.compactMap(\.isolation).first?.summary ?? (Sandbox.off ? "none (COURSECHECK_ISOLATION=off)" : "none")
        }
        var compiles = fresh.compactMap(\.compileIsolation).first?.summary
        if compiles == nil, !fresh.isEmpty, Sandbox.off { compiles = "none (COURSECHECK_ISOLATION=off)" }
        return IsolationInForce(runs: runs, compiles: compiles)
    }
}
