import Foundation

/// `--format json`: every outcome with its observation, for tools.
public enum JSONReport {
    public static func render(_ outcomes: [ScenarioOutcome]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(outcomes)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
