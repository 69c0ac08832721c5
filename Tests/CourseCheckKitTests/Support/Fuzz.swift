import CourseCheckKit
import Foundation

/// Seeded fuzzing inside `swift test`: a few hundred generated inputs per fuzzer on every run
/// (fast), or as many as fit in `COURSECHECK_FUZZ_SECONDS` (`scripts/fuzz.sh`). Inputs come from
/// the seed `COURSECHECK_FUZZ_SEED` (default: the clock), printed with every report, so a finding
/// can be replayed. A crash ends the test process (the script then names the fuzzer and seed);
/// a hang is caught by the script's time limit; an input slower than `slowLimit` is a finding.
enum Fuzz {
    static let seconds = Configuration.Tests.fuzzSeconds
    static let iterations = Configuration.Tests.fuzzIterations ?? 300
    /// Fixed in `swift test`, so that a run of the tests is repeatable (CI fails only on what a
    /// change broke); `scripts/fuzz.sh` sets a new seed for each search.
    static let seed = Configuration.Tests.fuzzSeed ?? 20_261_203
    /// One input taking longer than this is reported (a parser gone quadratic, or worse).
    static let slowLimit = 1.0

    struct Report {
        var name: String
        var inputs = 0
        var seconds = 0.0
        var slowest = 0.0
        var slowInputs: [String] = []
        var line: String {
            "fuzz \(name): \(inputs) inputs in \(String(format: "%.1f", seconds)) s (seed \(Fuzz.seed)), slowest \(String(format: "%.1f", slowest * 1000)) ms, \(slowInputs.count) slow"
        }
    }

    /// Calls `body` with a generator and the input number until the budget is spent; `body`
    /// returns the input it tried (for the report of a slow one).
    static func run(_ name: String, _ body: (inout SeededRandom) -> String) -> Report {
        var random = SeededRandom(seed: seed ^ stableHash(name))
        var report = Report(name: name)
        let start = Date()
        while seconds.map({ Date().timeIntervalSince(start) < $0 }) ?? (report.inputs < iterations) {
            let one = Date()
            let input = body(&random)
            let took = Date().timeIntervalSince(one)
            report.slowest = max(report.slowest, took)
            if took > slowLimit { report.slowInputs.append(input) }
            report.inputs += 1
        }
        report.seconds = Date().timeIntervalSince(start)
        print(report.line)
        return report
    }

    /// FNV-1a: the same for a name in every process (`hashValue` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

/// SplitMix64.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_13EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func seconds(upTo limit: Double) -> Double { Double(next() % 1_000_000) / 1_000_000 * limit }

    /// Tokens from `alphabet`, `count` of them at most.
    mutating func text(_ alphabet: [String], upTo count: Int) -> String {
        (0..<below(count + 1)).map { _ in pick(alphabet) }.joined()
    }

    /// A valid input changed a little: tokens inserted, ranges cut or doubled, lines swapped, the
    /// end cut off: what hand edits and half-written files look like.
    mutating func mutate(_ text: String, tokens: [String], rounds: Int = 3) -> String {
        var characters = Array(text)
        for _ in 0..<(1 + below(rounds)) {
            let at = below(characters.count + 1)
            switch below(6) {
            case 0: characters.insert(contentsOf: Array(pick(tokens)), at: at)
            case 1: characters.removeSubrange(at..<min(at + below(8), characters.count))
            case 2: characters.insert(contentsOf: characters[at..<min(at + below(40), characters.count)], at: at)
            case 3:
                var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if lines.count > 1 { lines.swapAt(below(lines.count), below(lines.count)) }
                characters = Array(lines.joined(separator: "\n"))
            case 4: characters = Array(characters.prefix(at))
            default: if at < characters.count { characters[at] = Character(pick(tokens).first.map(String.init) ?? " ") }
            }
        }
        return String(characters)
    }
}
