import CourseCheckProtocol

/// A claimed section compared with the observed one: the verdict, the observed lines as they
/// were compared, and every claim that did not hold (the comparison goes on past the first).
///
/// - **In order** (`-- console`): each claimed line must match an observed line after the one the
///   previous claimed line matched; other lines may come between (LLVM FileCheck's CHECK). A
///   claim that is not found is unmet, and the next one is looked for from the same place.
///   `! text` (CHECK-NOT) claims that no observed line matches between the lines the claims
///   around it matched (from the start, or to the end, when it has no neighbour there).
/// - **Exactly** (`-- console exactly`): the observed lines must match the claimed ones one for
///   one, in order. Lines the claim does not speak of are left out first: step markers, unless a
///   claimed line looks like one; a section's incidental lines (the compiler's notes), unless a
///   claimed line is one. Claims and observed lines are aligned as a diff aligns them (the
///   longest run of matches in order), so each unmet claim and each unclaimed line is named.
public struct SectionComparison: Sendable {
    public enum Entry: Equatable, Sendable {
        /// A claimed line, found at this index of `observed`.
        case found(claim: Int, observed: Int)
        /// A claimed line not found; it was looked for in `observed[window]`.
        case missing(claim: Int, window: Range<Int>)
        /// An absence that holds: nothing in `observed[window]` matches it.
        case absent(claim: Int, window: Range<Int>)
        /// An absence that does not hold: `observed` matches it.
        case present(claim: Int, observed: Int)
        /// `exactly`: an observed line no claim speaks of.
        case unclaimed(observed: Int)

        /// The claim the entry is about (nil: an unclaimed observed line).
        var claimIndex: Int? {
            switch self {
            case .found(let claim, _), .missing(let claim, _), .absent(let claim, _), .present(let claim, _): claim
            case .unclaimed: nil
            }
        }

        public var isUnmet: Bool {
            switch self {
            case .found, .absent: false
            case .missing, .present, .unclaimed: true
            }
        }
    }

    public let claimed: ExpectedFile.Section
    /// The observed lines the claims were compared with (for `exactly`, without the lines left
    /// out), which the diff shows.
    public let observed: [String]
    /// Claims and observed lines in the order a diff shows them.
    public let entries: [Entry]

    public var holds: Bool { !entries.contains { $0.isUnmet } }
    public var unmet: [Entry] { entries.filter(\.isUnmet) }

    public init(claimed: ExpectedFile.Section, observed section: ObservedRun.Section) {
        self.claimed = claimed
        if claimed.exactly {
            observed = Self.comparedLines(claimed: claimed, section)
            entries = Self.align(claimed.claims, observed)
        } else {
            observed = section.lines
            entries = Self.inOrder(claimed.claims, observed)
        }
    }

    /// What an `exactly` claim is compared with: the section without the markers and incidental
    /// lines the claim does not write.
    static func comparedLines(claimed: ExpectedFile.Section, _ section: ObservedRun.Section) -> [String] {
        let keepMarkers = claimed.lines.contains { StepMarker.looksLikeMarker($0) }
        let keepIncidental = section.name.claimsIncidentalLines(claimed.lines)
        let markers = Set(section.markers)
        return section.lines.enumerated().compactMap { index, line in
            if markers.contains(index), !keepMarkers { return nil }
            if section.name.isIncidental(line), !keepIncidental { return nil }
            return line
        }
    }

    static func inOrder(_ claims: [ExpectedFile.Claim], _ observed: [String]) -> [Entry] {
        var entries: [Entry] = []
        var position = 0
        var pendingAbsences: [Int] = []
        func settleAbsences(before end: Int) {
            for claim in pendingAbsences {
                let window = position..<end
                if let hit = observed[window].firstIndex(where: { LineMatcher.matches(expected: claims[claim].text, observed: $0) }) {
                    entries.append(.present(claim: claim, observed: hit))
                } else {
                    entries.append(.absent(claim: claim, window: window))
                }
            }
            pendingAbsences = []
        }
        for (index, claim) in claims.enumerated() {
            if claim.isAbsence {
                pendingAbsences.append(index)
                continue
            }
            if let found = observed[position...].firstIndex(where: { LineMatcher.matches(expected: claim.text, observed: $0) }) {
                settleAbsences(before: found)
                entries.append(.found(claim: index, observed: found))
                position = found + 1
            } else {
                // Looked for up to where the next claim that is found matched (or the end).
                let next = claims[(index + 1)...].lazy.filter { !$0.isAbsence }.compactMap { later in
                    observed[position...].firstIndex { LineMatcher.matches(expected: later.text, observed: $0) }
                }.first ?? observed.count
                entries.append(.missing(claim: index, window: position..<next))
            }
        }
        settleAbsences(before: observed.count)
        // Absences are settled when their right-hand neighbour is found; report in the file's order.
        return entries.sorted { $0.claimIndex! < $1.claimIndex! }
    }

    /// The longest sequence of claim/observed matches in order (a diff's alignment), with the
    /// claims and observed lines outside it as unmet, in diff order.
    static func align(_ claims: [ExpectedFile.Claim], _ observed: [String]) -> [Entry] {
        let n = claims.count, m = observed.count
        // Past this many comparisons, compare line by line instead (a flood against a claim).
        guard n * m <= 4_000_000 else { return pairwise(claims, observed) }
        var matches = [[Bool]](repeating: [Bool](repeating: false, count: m), count: n)
        for i in 0..<n {
            for j in 0..<m { matches[i][j] = LineMatcher.matches(expected: claims[i].text, observed: observed[j]) }
        }
        // lengths[i][j]: the longest alignment of claims[i...] with observed[j...].
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = matches[i][j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var entries: [Entry] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, matches[i][j], lengths[i][j] == lengths[i + 1][j + 1] + 1 {
                entries.append(.found(claim: i, observed: j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                entries.append(.missing(claim: i, window: j..<j))
                i += 1
            } else {
                entries.append(.unclaimed(observed: j))
                j += 1
            }
        }
        return entries
    }

    static func pairwise(_ claims: [ExpectedFile.Claim], _ observed: [String]) -> [Entry] {
        var entries: [Entry] = []
        for index in 0..<max(claims.count, observed.count) {
            switch (index < claims.count, index < observed.count) {
            case (true, true):
                if LineMatcher.matches(expected: claims[index].text, observed: observed[index]) {
                    entries.append(.found(claim: index, observed: index))
                } else {
                    entries.append(.missing(claim: index, window: index..<index))
                    entries.append(.unclaimed(observed: index))
                }
            case (true, false): entries.append(.missing(claim: index, window: index..<index))
            case (false, true): entries.append(.unclaimed(observed: index))
            case (false, false): break
            }
        }
        return entries
    }
}
