/// A claim that did not hold, for a person: first one `path:line: …` message per unmet claim (the
/// form editors and CI jump to), then a diff in the spirit of `diff -u` of the claimed section
/// against the observed lines it was compared with:
///
/// - ` ` a claimed line that was found (` ! …` an absence that holds);
/// - `-` a claimed line that was not found (`-! …` an absence that does not hold);
/// - `+` an observed line: the one standing in a missing claim's place (`Counterparts`), else a
///   few of those where it was looked for; what broke an absence; or (in an `exactly` section) a
///   line no claim speaks of.
///
/// Each observed line is printed once, however many claims were looked for around it; found
/// lines far from any unmet claim are folded into one line.
public enum ClaimDiff {
    /// Found lines kept on each side of an unmet one.
    static let context = 3
    /// Observed lines shown where a missing claim with no counterpart was looked for.
    static let windowLines = 5
    /// Unclaimed lines named one by one in the messages; more are counted.
    static let namedUnclaimed = 5
    /// Unmet claims named one by one in the messages, and lines of the diff shown; more are
    /// counted (a 10,000-line expected file that holds nowhere gives a report one can read).
    static let namedUnmet = 100
    static let diffLines = 400

    public static func render(_ comparison: SectionComparison, expectedPath: String, note: String? = nil) -> String {
        var out = messages(comparison, expectedPath: expectedPath)
        if let note { out.append(note) }
        let section = comparison.claimed
        out.append("--- \(expectedPath):\(section.line) (claimed)")
        out.append("+++ observed")
        out.append("@@ \(section.name)\(section.exactly ? " exactly" : "") @@")
        out += body(comparison)
        return out.joined(separator: "\n")
    }

    /// One line per unmet claim, in the order of the file.
    static func messages(_ comparison: SectionComparison, expectedPath: String) -> [String] {
        let claims = comparison.claimed.claims
        let standIns = Set(Counterparts(comparison).ofClaim.values)
        var out: [String] = []
        var unclaimed: [Int] = []
        var unnamed = 0
        for entry in comparison.entries {
            if entry.claimIndex != nil, entry.isUnmet, out.count >= namedUnmet {
                unnamed += 1
                continue
            }
            switch entry {
            case .missing(let claim, _):
                out.append("\(expectedPath):\(claims[claim].line): claimed line not observed: \(claims[claim].text)")
            case .present(let claim, let observed):
                out.append("\(expectedPath):\(claims[claim].line): claimed absent, but observed: \(comparison.observed[observed].trimmingLeadingSpaces)")
            case .unclaimed(let observed):
                if !standIns.contains(observed) { unclaimed.append(observed) }
            case .found, .absent:
                break
            }
        }
        if comparison.stoppedAtBudget {
            out.append("\(expectedPath):\(comparison.claimed.line): the comparison of this section stopped after \(ObservedLineIndex.budget) line comparisons (claims with … against many lines); the claims not found by then are reported unmet (docs/SCENARIOS.md, \"Limits\")")
        }
        if unnamed > 0 { out.append("\(expectedPath):\(comparison.claimed.line): … and \(unnamed) more claims of this section do not hold") }
        if !unclaimed.isEmpty {
            let line = comparison.claimed.line
            for index in unclaimed.prefix(namedUnclaimed) {
                out.append("\(expectedPath):\(line): observed line not claimed (the section is claimed exactly): \(comparison.observed[index].trimmingLeadingSpaces)")
            }
            if unclaimed.count > namedUnclaimed {
                out.append("\(expectedPath):\(line): … and \(unclaimed.count - namedUnclaimed) more observed lines not claimed")
            }
        }
        return out
    }

    static func body(_ comparison: SectionComparison) -> [String] {
        let claims = comparison.claimed.claims
        let observed = comparison.observed
        let entries = comparison.entries
        let counterparts = Counterparts(comparison)
        let standIns = Set(counterparts.ofClaim.values)
        // Which entries to show: every unmet one, and found ones within `context` of one.
        var shown = [Bool](repeating: false, count: entries.count)
        for index in entries.indices where entries[index].isUnmet {
            for near in max(index - context, 0)...min(index + context, entries.count - 1) { shown[near] = true }
        }
        var out: [String] = []
        var printed = Set<Int>()
        var folded = 0
        func flushFolded() {
            if folded > 0 { out.append(" … (\(folded) claimed line\(folded == 1 ? "" : "s") as observed)") }
            folded = 0
        }
        for (index, entry) in entries.enumerated() {
            if out.count >= diffLines {
                out.append(" … (\(entries.count - index) more lines of the diff not shown)")
                return out
            }
            guard shown[index] else { folded += 1; continue }
            flushFolded()
            switch entry {
            case .found(let claim, _), .absent(let claim, _):
                out.append(" " + claims[claim].written)
            case .missing(let claim, let window):
                out.append("-" + claims[claim].written)
                if let standIn = counterparts.counterpart(ofClaim: claim) {
                    out.append("+" + observed[standIn].trimmingLeadingSpaces)
                    printed.insert(standIn)
                } else if !comparison.claimed.exactly {
                    out += windowLines(observed, window, printed: &printed)
                }
            case .present(let claim, let hit):
                out.append("-" + claims[claim].written)
                if printed.insert(hit).inserted { out.append("+" + observed[hit].trimmingLeadingSpaces) }
            case .unclaimed(let index):
                if !standIns.contains(index), printed.insert(index).inserted { out.append("+" + observed[index]) }
            }
        }
        flushFolded()
        if entries.isEmpty { out.append(" (nothing claimed, nothing observed)") }
        return out
    }

    /// The observed lines where a missing claim with no counterpart was looked for, those not
    /// printed yet, a few of them.
    static func windowLines(_ observed: [String], _ window: Range<Int>, printed: inout Set<Int>) -> [String] {
        if window.isEmpty {
            return window.lowerBound >= observed.count ? ["+(nothing more was observed)"] : []
        }
        let fresh = window.filter { !printed.contains($0) }
        guard !fresh.isEmpty else { return [] }
        let shown = fresh.prefix(windowLines)
        shown.forEach { printed.insert($0) }
        var out = shown.map { "+" + observed[$0] }
        if fresh.count > windowLines { out.append("+… (\(fresh.count - windowLines) more observed there, nothing like the claim)") }
        return out
    }
}

extension String {
    var trimmingLeadingSpaces: String { String(drop { $0 == " " }) }
}
