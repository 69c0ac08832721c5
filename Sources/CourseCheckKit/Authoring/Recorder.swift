import Foundation

/// The record/review workflow (after insta): `record` writes what was observed as a pending
/// `expected/….txt.new` for a person to check against the lesson; `accept` promotes reviewed
/// pending files. Nothing here overwrites an expected file except `accept`, on request.
public enum Recorder {
    /// Writes `<expected>.new` for the outcome; returns its path.
    public static func record(_ outcome: ScenarioOutcome, root: URL) throws -> String {
        var lines = ["# Recorded from the model's observation: check every line against the lesson text",
                     "# before accepting, and keep only what the lesson claims.",
                     "claims: \(outcome.claims.joined(separator: ", "))", ""]
        let showVariants = outcome.variants.count > 1 || outcome.variants.first?.variant != "default"
        for variant in outcome.variants {
            if showVariants { lines.append("== variant \(variant.variant)") }
            for section in variant.observed.sections where !section.lines.isEmpty && section.name.isRecorded {
                lines.append("-- \(section.name)")
                lines += section.lines
            }
            lines.append("")
        }
        let path = ExpectedFile.pendingPath(for: outcome.id)
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        return path
    }

    /// Moves every pending `.txt.new` that passes the filter (by path, or by its scenario's claims)
    /// over its `.txt`; returns the paths.
    public static func accept(root: URL, filter: ScenarioFilter) throws -> [String] {
        let expected = root.appendingPathComponent("expected")
        let scenarios = Dictionary(ScenarioLoader.load(root: root).scenarios.map { (ExpectedFile.pendingPath(for: $0.id), $0) }, uniquingKeysWith: { a, _ in a })
        guard let enumerator = FileManager.default.enumerator(at: expected, includingPropertiesForKeys: nil) else { return [] }
        var accepted: [String] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(".txt" + ExpectedFile.pendingSuffix) {
            let relative = ScenarioLoader.relative(url, to: root)
            guard filter.matches(path: relative) || scenarios[relative].map(filter.matches) == true else { continue }
            let target = url.deletingPathExtension()
            if FileManager.default.fileExists(atPath: target.path) { try FileManager.default.removeItem(at: target) }
            try FileManager.default.moveItem(at: url, to: target)
            accepted.append(ScenarioLoader.relative(target, to: root))
        }
        return accepted.sorted()
    }
}
