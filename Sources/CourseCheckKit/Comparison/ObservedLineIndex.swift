/// A section's observed lines read once and indexed by head, so that finding where a claim next
/// matches costs a look-up rather than a scan: a claim whose head has no `…` matches only lines
/// with that head (`LineMatcher`). This keeps a comparison near n log n in the lines compared;
/// a scan per claim made 2,000 unmatched claims take two minutes. Claims with `…` in their head
/// are compared line by line, within a budget: past it, the claims not yet found are reported
/// as not compared rather than leaving the harness at work for hours.
final class ObservedLineIndex {
    let lines: [LineMatcher.Observed]
    /// Line comparisons a section may cost (a second or two at worst; a lesson's sections cost
    /// thousands). docs/SCENARIOS.md, "Limits".
    static let budget = 2_000_000
    private(set) var comparisons = 0
    var exhausted: Bool { comparisons >= Self.budget }
    /// Line indices by head, in order; and by head without a diagnostic's position.
    private var byHead: [String: [Int]] = [:]
    private var byBareHead: [String: [Int]] = [:]

    init(_ observed: [String]) {
        lines = observed.map(LineMatcher.Observed.init)
        for (index, line) in lines.enumerated() {
            byHead[line.head.string, default: []].append(index)
            byBareHead[line.head(forClaimWithPosition: false).string, default: []].append(index)
        }
    }

    /// The first index in `range` whose line the claim matches.
    func first(_ claim: LineMatcher.Claimed, in range: Range<Int>) -> Int? {
        guard !claim.headHasWildcard else {
            for index in range {
                guard comparisons < Self.budget else { return nil }
                comparisons += 1
                if LineMatcher.matches(claim, lines[index]) { return index }
            }
            return nil
        }
        let candidates = (claim.headHasPosition ? byHead : byBareHead)[claim.line.head] ?? []
        var low = 0, high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if candidates[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        while low < candidates.count, candidates[low] < range.upperBound {
            if LineMatcher.matches(claim, lines[candidates[low]]) { return candidates[low] }
            low += 1
        }
        return nil
    }

    /// Whether the claim matches the line at `index`.
    func matches(_ claim: LineMatcher.Claimed, at index: Int) -> Bool { LineMatcher.matches(claim, lines[index]) }
}
