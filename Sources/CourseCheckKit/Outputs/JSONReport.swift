import Foundation

/// `--format json`: one object, for tools — `summary` (the counts, the exit status, the
/// isolation in force: `CheckSummary`) and `scenarios`, every outcome with its observation and
/// its unmet claims as data (`ScenarioOutcome`, `UnmetClaim`). Keys are sorted, so two runs that
/// observe the same give the same text but for the times.
public enum JSONReport {
    public struct Document: Codable, Sendable {
        public var summary: CheckSummary
        public var scenarios: [ScenarioOutcome]
    }

    public static func render(_ outcomes: [ScenarioOutcome], summary: CheckSummary) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Every value here encodes (strings, numbers, arrays of them).
        let data = (try? encoder.encode(Document(summary: summary, scenarios: outcomes))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
