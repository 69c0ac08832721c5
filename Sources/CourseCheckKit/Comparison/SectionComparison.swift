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

    /// Whether the comparison stopped at its budget (`ObservedLineIndex.budget`): the claims it
    /// had not found by then are reported unmet.
    public private(set) var stoppedAtBudget = false

    public var holds: Bool { !entries.contains { $0.isUnmet } }
    public var unmet: [Entry] { entries.filter(\.isUnmet) }

    public init(claimed: ExpectedFile.Section, observed section: ObservedRun.Section) {
        self.claimed = claimed
        if claimed.exactly {
            observed = Self.comparedLines(claimed: claimed, section)
            entries = Self.align(claimed.claims, observed)
        } else {
            observed = section.lines
            let index = ObservedLineIndex(observed)
            entries = Self.inOrder(claimed.claims, index)
            stoppedAtBudget = index.exhausted
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

    static func inOrder(_ claims: [ExpectedFile.Claim], _ index: ObservedLineIndex) -> [Entry] {
        let observed = index.lines
        let prepared = claims.map { LineMatcher.Claimed($0.text) }
        // Where each distinct claim text was last looked for, and found: a claim written many
        // times over is looked for once per place it could be.
        var searches: [String: (from: Int, found: Int?)] = [:]
        func find(_ claim: Int, from start: Int) -> Int? {
            let text = claims[claim].text
            if let last = searches[text], last.from <= start, last.found.map({ $0 >= start }) ?? true { return last.found }
            let found = index.first(prepared[claim], in: start..<observed.count)
            searches[text] = (start, found)
            return found
        }
        var entries: [Entry] = []
        var position = 0
        var pendingAbsences: [Int] = []
        // Missing claims wait for the next claim that is found: they were looked for up to it.
        var pendingMissing: [Int] = []
        func settle(before end: Int) {
            for claim in pendingAbsences {
                let window = position..<end
                if let hit = index.first(prepared[claim], in: window) {
                    entries.append(.present(claim: claim, observed: hit))
                } else {
                    entries.append(.absent(claim: claim, window: window))
                }
            }
            entries += pendingMissing.map { .missing(claim: $0, window: position..<end) }
            pendingAbsences = []
            pendingMissing = []
        }
        for claim in claims.indices {
            if claims[claim].isAbsence {
                pendingAbsences.append(claim)
                continue
            }
            if let found = find(claim, from: position) {
                settle(before: found)
                entries.append(.found(claim: claim, observed: found))
                position = found + 1
            } else {
                pendingMissing.append(claim)
            }
        }
        settle(before: observed.count)
        // Absences and missing claims are settled when the claim after them is found; report in
        // the file's order.
        return entries.sorted { $0.claimIndex! < $1.claimIndex! }
    }

    /// Past this many claim-and-line pairs, `exactly` compares line by line instead of aligning
    /// (a flood against a claim).
    static let alignmentCells = 1_000_000

    /// The longest sequence of claim/observed matches in order (a diff's alignment), with the
    /// claims and observed lines outside it as unmet, in diff order. Lines that match at the
    /// start and the end are taken as they are first; the rest is aligned.
    static func align(_ claims: [ExpectedFile.Claim], _ observed: [String]) -> [Entry] {
        let index = ObservedLineIndex(observed)
        let prepared = claims.map { LineMatcher.Claimed($0.text) }
        var head = 0
        while head < claims.count, head < observed.count, index.matches(prepared[head], at: head) { head += 1 }
        var tail = 0
        while tail < claims.count - head, tail < observed.count - head,
              index.matches(prepared[claims.count - 1 - tail], at: observed.count - 1 - tail) { tail += 1 }
        let n = claims.count - head - tail, m = observed.count - head - tail
        var entries = (0..<head).map { Entry.found(claim: $0, observed: $0) }
        guard n * m <= alignmentCells else {
            return pairwise(claims, observed)
        }
        // matches[i * m + j]: claim head+i matches observed head+j.
        var matches = [Bool](repeating: false, count: n * m)
        for i in 0..<n {
            for j in 0..<m { matches[i * m + j] = index.matches(prepared[head + i], at: head + j) }
        }
        // lengths[i * (m + 1) + j]: the longest alignment of the middle's claims[i...] with observed[j...].
        let width = m + 1
        var lengths = [Int](repeating: 0, count: (n + 1) * width)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * width + j] = matches[i * m + j] ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, matches[i * m + j], lengths[i * width + j] == lengths[(i + 1) * width + j + 1] + 1 {
                entries.append(.found(claim: head + i, observed: head + j))
                i += 1
                j += 1
            } else if i < n, j == m || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                entries.append(.missing(claim: head + i, window: (head + j)..<(head + j)))
                i += 1
            } else {
                entries.append(.unclaimed(observed: head + j))
                j += 1
            }
        }
        entries += (0..<tail).map { Entry.found(claim: head + n + $0, observed: head + m + $0) }
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
