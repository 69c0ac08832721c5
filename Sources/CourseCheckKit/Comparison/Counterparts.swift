import CourseCheckProtocol
import Foundation

/// For each claimed line that was not found, the observed line that stands in its place: the one
/// a person would call "the same line, changed" (`Text "Porto" x=16` against `Text "Porto" x=20`,
/// `count: 2` against `count: 3`). The diff of a failure shows the two side by side instead of
/// every line observed around the claim, and `record` proposes the claim's replacement from it.
///
/// Between two lines that were found, the missing claims and the observed lines no claim took are
/// paired in order, each pair scored by `similarity`, as a diff aligns lines (the best total, no
/// line used twice); a pair below `threshold` is no pair. Where no pair reaches it but there are
/// as many claims as observed lines (step markers aside), they pair in order, as a diff pairs a
/// changed line (`metric` → `imperial`). Otherwise a claim has no counterpart.
///
/// Scoring every claim of a gap against every observed line there costs their product, so a
/// comparison scores at most `pairBudget` pairs in all: a gap past what is left of it (thousands of
/// claims that hold nowhere) gets only the in-order pairing, which costs nothing to score.
public struct Counterparts: Sendable {
    /// The observed index standing in for each missing claim (by claim index).
    public let ofClaim: [Int: Int]

    /// Below this, two lines are not the same line changed.
    static let threshold = 0.5
    /// Pairs of lines scored per comparison, at most (about a tenth of a second of a debug build).
    static let pairBudget = 20_000

    public init(_ comparison: SectionComparison) {
        var pairs: [Int: Int] = [:]
        var budget = Self.pairBudget
        for gap in Self.gaps(comparison) {
            let cost = gap.claims.count * gap.observed.count
            let aligned = cost <= budget
                ? Self.align(gap.claims, gap.observed, comparison)
                : Self.inOrder(gap.claims, gap.observed, comparison)
            if cost <= budget { budget -= cost }
            for (claim, observed) in aligned { pairs[claim] = observed }
        }
        ofClaim = pairs
    }

    /// The observed line standing in for a claim, if any.
    public func counterpart(ofClaim claim: Int) -> Int? { ofClaim[claim] }

    /// A stretch of the comparison between two found lines: its missing claims, and the observed
    /// lines there that no claim took.
    struct Gap {
        var claims: [Int] = []
        var observed: [Int] = []
    }

    static func gaps(_ comparison: SectionComparison) -> [Gap] {
        var gaps: [Gap] = []
        var current = Gap()
        var window: Range<Int>?
        func close() {
            if let window { current.observed = Array(window) + current.observed }
            if !current.claims.isEmpty { gaps.append(current) }
            current = Gap()
            window = nil
        }
        for entry in comparison.entries {
            switch entry {
            case .found:
                close()
            case .missing(let claim, let looked):
                current.claims.append(claim)
                if !comparison.claimed.exactly {
                    window = window.map { min($0.lowerBound, looked.lowerBound)..<max($0.upperBound, looked.upperBound) } ?? looked
                }
            case .unclaimed(let observed):
                current.observed.append(observed)
            case .absent, .present:
                break
            }
        }
        close()
        // A line that broke an absence is that absence's, not a stand-in.
        let breaking = Set(comparison.entries.compactMap { entry -> Int? in
            if case .present(_, let observed) = entry { observed } else { nil }
        })
        return gaps.map { gap in
            var gap = gap
            gap.observed = Array(Set(gap.observed).subtracting(breaking)).sorted()
            return gap
        }
    }

    /// The pairs of claims and observed lines, in order, with the best total similarity.
    static func align(_ claims: [Int], _ observed: [Int], _ comparison: SectionComparison) -> [(Int, Int)] {
        guard !claims.isEmpty, !observed.isEmpty else { return [] }
        let texts = comparison.claimed.claims
        let section = comparison.claimed.name
        let scores = claims.map { claim in
            observed.map { index in
                section.isStatusLine(texts[claim].text) && section.isStatusLine(comparison.observed[index])
                    ? 2 : similarity(claim: texts[claim].text, observed: comparison.observed[index])
            }
        }
        let n = claims.count, m = observed.count
        // best[i][j]: the best total for claims[i...] and observed[j...].
        var best = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                let pair = scores[i][j] >= threshold ? scores[i][j] + best[i + 1][j + 1] : 0
                best[i][j] = max(pair, best[i + 1][j], best[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        if best[0][0] == 0 { return inOrder(claims, observed, comparison) }
        var i = 0, j = 0
        while i < n, j < m {
            if scores[i][j] >= threshold, best[i][j] == scores[i][j] + best[i + 1][j + 1] {
                pairs.append((claims[i], observed[j]))
                i += 1
                j += 1
            } else if best[i][j] == best[i + 1][j] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// As many claims as observed lines (step markers aside) pair in order, as a diff pairs changed
    /// lines; otherwise there are no pairs.
    static func inOrder(_ claims: [Int], _ observed: [Int], _ comparison: SectionComparison) -> [(Int, Int)] {
        let lines = observed.filter { !StepMarker.looksLikeMarker(comparison.observed[$0]) }
        return lines.count == claims.count ? Array(zip(claims, lines)) : []
    }

    /// How alike a claimed line and an observed line are, from 0 to 2: a line whose head the claim
    /// matches (only its attributes differ) scores above 1; otherwise the likeness of the heads'
    /// characters (Dice's coefficient of their pairs of characters), with a bonus when the first
    /// word (an element's kind, a diagnostic's severity) is the same.
    static func similarity(claim: String, observed: String) -> Double {
        let want = LineMatcher.claimedLine(LineMatcher.normaliseSpaces(claim).trimmingCharacters(in: .whitespaces)).line
        let have = observedLine(observed, comparedWith: want)
        if LineMatcher.wildcardMatch(pattern: want.head, text: have.head) {
            let keys = want.attributes.map(\.key)
            let kept = keys.filter { have.attribute($0) != nil }.count
            return 1 + (keys.isEmpty ? 1 : Double(kept) / Double(keys.count))
        }
        let pattern = want.head.filter { $0 != "…" }
        var score = dice(pattern, have.head)
        if firstWord(want.head) == firstWord(have.head), !firstWord(want.head).isEmpty { score += 0.3 }
        return min(score, 1)
    }

    /// The observed line as the matcher reads it against a claim: without its `line:column` when
    /// the claim writes none.
    static func observedLine(_ observed: String, comparedWith want: ReportLine) -> ReportLine {
        var have = ReportLine.parse(LineMatcher.normaliseSpaces(observed).trimmingCharacters(in: .whitespaces))
        if !LineMatcher.startsWithPosition(want.head), LineMatcher.startsWithPosition(have.head) {
            have.head = String(have.head.drop(while: { $0 != " " }).dropFirst())
        }
        return have
    }

    static func firstWord(_ text: String) -> Substring { text.prefix { $0 != " " } }

    /// Dice's coefficient of the two texts' pairs of neighbouring characters (1: the same pairs).
    static func dice(_ a: String, _ b: String) -> Double {
        func pairs(_ text: String) -> [String: Int] {
            let characters = Array(text)
            var counts: [String: Int] = [:]
            guard characters.count > 1 else { return characters.isEmpty ? [:] : [text: 1] }
            for index in 0..<(characters.count - 1) { counts[String(characters[index...index + 1]), default: 0] += 1 }
            return counts
        }
        let x = pairs(a), y = pairs(b)
        let total = x.values.reduce(0, +) + y.values.reduce(0, +)
        guard total > 0 else { return a == b ? 1 : 0 }
        let shared = x.reduce(0) { $0 + min($1.value, y[$1.key] ?? 0) }
        return 2 * Double(shared) / Double(total)
    }
}
