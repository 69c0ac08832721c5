import Foundation

/// A unified diff of a claimed section against the observed one, in the spirit of `diff -u`:
/// ` ` a claimed line that was found, `-` the claimed line that was not, `+` observed lines
/// around the place it was looked for.
public enum ClaimDiff {
    public static func render(section: ExpectedFile.Section, observed: [String], mismatch: SectionMatcher.Mismatch, context: Int = 6) -> String {
        var out = ["--- claimed (expected file, line \(section.line))", "+++ observed", "@@ \(section.name)\(section.exactly ? " exactly" : "") @@"]
        let relevantObserved: [String]
        if section.exactly {
            let claimsMarkers = section.lines.contains { SectionMatcher.isMarker($0) }
            relevantObserved = observed.filter { claimsMarkers || !SectionMatcher.isMarker($0) }
        } else {
            relevantObserved = observed
        }
        for line in section.lines.prefix(mismatch.expectedIndex).suffix(context) { out.append(" " + line) }
        if mismatch.expectedIndex < section.lines.count {
            out.append("-" + section.lines[mismatch.expectedIndex])
        }
        let from = min(mismatch.observedIndex, relevantObserved.count)
        let shown = relevantObserved[from...].prefix(context * 2)
        if shown.isEmpty {
            out.append("+(nothing more was observed)")
        } else {
            for line in shown { out.append("+" + line) }
            if relevantObserved.count - from > shown.count { out.append("+… (\(relevantObserved.count - from - shown.count) more)") }
        }
        for line in section.lines.dropFirst(mismatch.expectedIndex + 1).prefix(context) { out.append("-" + line) }
        out.append("(\(mismatch.reason))")
        return out.joined(separator: "\n")
    }
}
