import Foundation

/// `--shard I/N`: the course split over N machines, deterministically and evenly by past timings.
///
/// Each scenario weighs what it cost last time (`Sharding.readTimings`, a file written by
/// `--save-timings` and kept with the commit, so every shard reads the same weights), or the
/// median of the known ones when it is new. Scenarios are dealt heaviest first, each to the
/// shard with the least weight so far (ties: the lower shard, then the scenario ID), so every
/// shard of one commit computes the same partition and the shards' totals differ by at most one
/// scenario's weight.
public enum Sharding {
    public struct Shard: Equatable, Sendable {
        /// 1-based, as written on the command line.
        public var index: Int
        public var count: Int

        /// `2/4`.
        public init?(_ text: String) {
            let parts = text.split(separator: "/")
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else { return nil }
            self.index = index
            self.count = count
        }
    }

    /// The IDs of each shard, in shard order.
    public static func partition(_ ids: [String], timings: [String: Double], count: Int) -> [[String]] {
        let known = timings.values.sorted()
        let typical = known.isEmpty ? 1 : known[known.count / 2]
        let weighed = ids.map { ($0, timings[$0] ?? typical) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        var shards = [[String]](repeating: [], count: count)
        var totals = [Double](repeating: 0, count: count)
        for (id, weight) in weighed {
            let lightest = totals.indices.min { totals[$0] != totals[$1] ? totals[$0] < totals[$1] : $0 < $1 }!
            shards[lightest].append(id)
            totals[lightest] += weight
        }
        return shards.map { $0.sorted() }
    }

    /// `{"<scenario id>": seconds}`; empty when the file is missing or unreadable.
    public static func readTimings(_ file: URL) -> [String: Double] {
        guard let data = try? Data(contentsOf: file) else { return [:] }
        return (try? JSONDecoder().decode([String: Double].self, from: data)) ?? [:]
    }

    /// What each scenario cost in this run (compile and run of every variant, cached or not: a
    /// cached result is written with what it cost when it was made).
    public static func writeTimings(_ outcomes: [ScenarioOutcome], to file: URL) throws {
        var timings = readTimings(file)
        for outcome in outcomes {
            let seconds = outcome.variants.reduce(0) { $0 + $1.compileSeconds + $1.runSeconds }
            timings[outcome.id] = (seconds * 100).rounded() / 100
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        try encoder.encode(timings).write(to: file, options: .atomic)
    }
}
