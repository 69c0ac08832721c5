/// "Did you mean …?" for a word that names nothing: the known names nearest to it by edit
/// distance (insertions, deletions, substitutions and swaps of two neighbours, as
/// swift-argument-parser and git suggest), when one is near enough to be a typo.
public enum DidYouMean {
    /// The known names at the smallest distance from `word`, if that distance is small for the
    /// word's length (a third of it, at least 1, at most 3); empty when none is that near.
    public static func suggestions(for word: String, among known: [String]) -> [String] {
        let target = Array(word.lowercased())
        guard !target.isEmpty else { return [] }
        let limit = min(max(target.count / 3, 1), 3)
        var best: [String] = []
        var bestDistance = limit + 1
        for name in known where name != word {
            let distance = editDistance(target, Array(name.lowercased()))
            if distance < bestDistance {
                best = [name]
                bestDistance = distance
            } else if distance == bestDistance, !best.contains(name) {
                best.append(name)
            }
        }
        return best
    }

    /// ` (did you mean 'check'?)`, or "" when nothing is near: to append to a message.
    public static func hint(for word: String, among known: [String], quote: (String) -> String = { "'\($0)'" }) -> String {
        let near = suggestions(for: word, among: known)
        guard !near.isEmpty else { return "" }
        return " (did you mean \(near.map(quote).joined(separator: " or "))?)"
    }

    /// Optimal string alignment distance: Levenshtein's, with a swap of two neighbours counted once.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
