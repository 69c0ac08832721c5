import CourseCheckProtocol
import Foundation

/// The record/review loop (after insta): `record` writes what was observed as a pending
/// `expected/….txt.new` for a person to check against the lesson — only for scenarios that do not
/// pass, unless asked — and never touches a `.txt`; `accept` shows what a pending file replaces and
/// moves it over; `reject` deletes it; `pending` lists them and the stale ones. Nothing here
/// overwrites an expected file except `accept`, on request.
public enum Recorder {
    /// Whether `record` writes a pending file for the outcome: when it does not pass (and always
    /// with `all`).
    public static func needsRecording(_ outcome: ScenarioOutcome, all: Bool) -> Bool {
        !outcome.variants.isEmpty && (all || outcome.verdict != .pass)
    }

    /// The pending file's text: the claims, then each run's sections, trimmed as a person would
    /// trim them (no `screen after` sections, no problems, no empty sections, no console that is
    /// only step markers, no accessibility section).
    public static func recordedText(_ outcome: ScenarioOutcome) -> String {
        var lines = ["# Recorded from the model's observation: check every line against the lesson text",
                     "# before accepting, and keep only what the lesson claims.",
                     "claims: \(outcome.claims.joined(separator: ", "))", ""]
        let showVariants = outcome.variants.count > 1 || outcome.variants.first?.variant != "default"
        for variant in outcome.variants {
            if showVariants { lines.append("== variant \(variant.variant)") }
            for section in variant.observed.sections where isWorthRecording(section) {
                lines.append("-- \(section.name)")
                lines += section.lines
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static func isWorthRecording(_ section: ObservedRun.Section) -> Bool {
        guard section.name.isRecorded, section.name != .accessibility, !section.lines.isEmpty else { return false }
        return section.lines.count > section.markers.count
    }

    /// Writes `<expected>.new` for the outcome; returns its path.
    public static func record(_ outcome: ScenarioOutcome, root: URL) throws -> String {
        let path = ExpectedFile.pendingPath(for: outcome.id)
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(recordedText(outcome), to: url)
        return path
    }

    /// A pending file, with the scenario it is for (nil: stale, no scenario has that ID).
    public struct Pending: Sendable {
        public var path: String
        public var target: String
        public var scenario: Scenario?
    }

    /// Every pending `.txt.new` under `expected/`, in path order.
    public static func pending(root: URL) -> [Pending] {
        let scenarios = Dictionary(ScenarioLoader.load(root: root).scenarios.map { (ExpectedFile.pendingPath(for: $0.id), $0) },
                                   uniquingKeysWith: { a, _ in a })
        let expected = root.appendingPathComponent("expected")
        guard let enumerator = FileManager.default.enumerator(at: expected, includingPropertiesForKeys: nil) else { return [] }
        var result: [Pending] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(".txt" + ExpectedFile.pendingSuffix) {
            let relative = ScenarioLoader.relative(url, to: root)
            result.append(Pending(path: relative, target: String(relative.dropLast(ExpectedFile.pendingSuffix.count)),
                                  scenario: scenarios[relative]))
        }
        return result.sorted { $0.path < $1.path }
    }

    /// The pending files a filter selects (by path, or by its scenario's claims and ID).
    public static func pending(root: URL, filter: ScenarioFilter) -> [Pending] {
        pending(root: root).filter { filter.matches(path: $0.path) || $0.scenario.map(filter.matches) == true }
    }

    /// What accepting a pending file would change: a diff of its `.txt` (empty when there is none)
    /// against it.
    public static func change(_ pending: Pending, root: URL) -> String {
        let old = (try? String(contentsOf: root.appendingPathComponent(pending.target), encoding: .utf8)) ?? ""
        let new = (try? String(contentsOf: root.appendingPathComponent(pending.path), encoding: .utf8)) ?? ""
        return TextDiff.unified(old: old, new: new, oldName: old.isEmpty ? "/dev/null" : pending.target, newName: pending.path)
    }

    /// Moves a pending file over its `.txt`, in one step (`rename(2)` replaces the target
    /// atomically: at no moment is there no expected file, whenever the process is stopped).
    public static func accept(_ pending: Pending, root: URL) throws {
        let url = root.appendingPathComponent(pending.path)
        let target = root.appendingPathComponent(pending.target)
        guard rename(url.path, target.path) == 0 else {
            throw HarnessError("cannot move \(pending.path) over \(pending.target): \(String(cString: strerror(errno)))")
        }
    }

    /// Deletes a pending file.
    public static func reject(_ pending: Pending, root: URL) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(pending.path))
    }
}
