import CourseCheckProtocol
import Foundation

/// The record/review loop (after insta): `record` writes a proposal, `expected/….txt.new`, for a
/// person to check against the lesson — only for scenarios that do not pass, unless asked — and
/// never touches a `.txt`; the proposal changes only what no longer holds (`RecordProposal`).
/// `review` shows each change of a pending file as a hunk of a unified diff and takes it or leaves
/// it, one at a time; `accept` takes every change; `reject` deletes the pending file; `pending`
/// lists them and the stale ones. Nothing here overwrites an expected file except `accept` and
/// `review`, on request, and they replace it in one step.
public enum Recorder {
    /// Whether `record` writes a pending file for the outcome: when it does not pass (and always
    /// with `all`); never for a known failure, whose claims are the lesson's and wait for the model.
    public static func needsRecording(_ outcome: ScenarioOutcome, all: Bool) -> Bool {
        guard !outcome.variants.isEmpty, outcome.verdict != .knownFailure, outcome.verdict != .error else { return false }
        return all || outcome.verdict != .pass
    }

    /// The proposal for an outcome, from its expected file as it is now.
    public static func proposal(_ outcome: ScenarioOutcome, root: URL, all: Bool) -> RecordProposal {
        let text = try? String(contentsOf: root.appendingPathComponent(ExpectedFile.path(for: outcome.id)), encoding: .utf8)
        return RecordProposal.make(outcome, expectedText: text, all: all)
    }

    /// Writes the proposal as `<expected>.new`; returns its path (nil: nothing to propose).
    public static func record(_ proposal: RecordProposal, for outcome: ScenarioOutcome, root: URL) throws -> String? {
        guard let text = proposal.text else { return nil }
        let path = ExpectedFile.pendingPath(for: outcome.id)
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try AtomicFile.write(text, to: url)
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
        return result.sorted(naturallyBy: \.path)
    }

    /// The pending files a filter selects (by path, or by its scenario's claims and ID).
    public static func pending(root: URL, filter: ScenarioFilter) -> [Pending] {
        pending(root: root).filter { filter.matches(path: $0.path) || $0.scenario.map(filter.matches) == true }
    }

    /// What accepting a pending file would change: the diff of its `.txt` (none: empty) against it.
    public static func diff(_ pending: Pending, root: URL) -> TextDiff {
        let old = (try? String(contentsOf: root.appendingPathComponent(pending.target), encoding: .utf8)) ?? ""
        let new = (try? String(contentsOf: root.appendingPathComponent(pending.path), encoding: .utf8)) ?? ""
        return TextDiff(old: old, new: new)
    }

    /// The same as a unified diff, each hunk naming the section it is in; "" when nothing changes.
    public static func change(_ pending: Pending, root: URL) -> String {
        let diff = diff(pending, root: root)
        let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(pending.target).path)
        return diff.unified(oldName: exists ? pending.target : "/dev/null", newName: pending.path) { sectionContext(diff.old, line: $0) }
    }

    /// What an expected file's line is in: the `-- section` (and `== variant`) above it.
    public static func sectionContext(_ lines: [String], line: Int) -> String? {
        var section: String?
        var variant: String?
        for text in lines.prefix(max(line - 1, 0)).reversed() {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if section == nil, variant == nil, trimmed.hasPrefix("-- ") { section = trimmed }
            if variant == nil, trimmed.hasPrefix("== variant ") { variant = trimmed; break }
        }
        let parts = [variant, section].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// A person's answer to one change of a pending file.
    public enum Decision: Sendable { case accept, reject, skip }

    /// Makes the decisions on a pending file's changes (`decisions[i]` for `diff.changes[i]`;
    /// missing ones are skipped): the `.txt` takes the accepted changes; the pending file keeps
    /// the skipped ones, and goes when none is left. Returns whether the pending file is left.
    @discardableResult
    public static func decide(_ pending: Pending, _ decisions: [Decision], root: URL) throws -> Bool {
        let diff = diff(pending, root: root)
        let accepted = Set(decisions.indices.filter { decisions[$0] == .accept })
        let skipped = Set(diff.changes.indices.filter { $0 >= decisions.count || decisions[$0] == .skip })
        if !accepted.isEmpty {
            try AtomicFile.write(diff.applying(accepted), to: root.appendingPathComponent(pending.target))
        }
        if skipped.isEmpty {
            try reject(pending, root: root)
            return false
        }
        try AtomicFile.write(diff.applying(accepted.union(skipped)), to: root.appendingPathComponent(pending.path))
        return true
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
