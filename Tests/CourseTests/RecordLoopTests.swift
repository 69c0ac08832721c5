@testable import CourseCheckKit
import Foundation
import Testing

/// The author's loop on a curated scenario of the course, end to end: the code changes (a
/// deliberate mistake: the deleted row stays), `record` proposes, `review` takes some changes and
/// leaves others, `accept` takes the rest — and no curated line is lost, no unclaimed line added.
/// The proposal is pinned under `Golden/` (`COURSECHECK_RECORD_GOLDEN=1` writes a changed one as
/// `.new` to review).
@Suite("The record, review, accept loop")
struct RecordLoopTests {
    static let id = "92-conformance-lists-forms/C1-edit-delete-move"

    /// The scenario with the deliberate mistake: its code, without the line that removes the row.
    static func broken() throws -> Scenario {
        var broken = try #require(CourseAnswers.loaded.scenarios.first { $0.id == Self.id })
        let mistake = "                    cities.remove(atOffsets: offsets)\n"
        #expect(broken.files[0].contents.contains(mistake))
        broken.files[0].contents = broken.files[0].contents.replacingOccurrences(of: mistake, with: "\n")
        return broken
    }

    static func brokenOutcome() async throws -> ScenarioOutcome {
        try await CourseAnswers.checker.get().check(try broken())
    }

    @Test func aBrokenScenarioIsRecordedReviewedAndAcceptedWithoutLosingCuratedLines() async throws {
        let original = try #require(CourseAnswers.loaded.scenarios.first { $0.id == Self.id })
        let outcome = try await Self.brokenOutcome()
        #expect(outcome.verdict == .fail)

        let expectedPath = ExpectedFile.path(for: Self.id)
        let curated = try String(contentsOf: CourseAnswers.root.appendingPathComponent(expectedPath), encoding: .utf8)
        let proposal = RecordProposal.make(outcome, expectedText: curated, all: false)
        let proposed = try #require(proposal.text)

        // Pinned.
        let golden = ReportGoldenTests.golden.appendingPathComponent("record__" + Self.id.replacingOccurrences(of: "/", with: "__") + ".txt")
        let pinned = try? String(contentsOf: golden, encoding: .utf8)
        if pinned != proposed, Configuration.Tests.recordsGolden {
            try proposed.write(to: golden.appendingPathExtension("new"), atomically: true, encoding: .utf8)
        }
        #expect(pinned == proposed, "\(golden.lastPathComponent) differs from the proposal")

        // Nothing curated is lost: every line the proposal deletes is a claim that does not hold.
        let unmetLines = Set(outcome.variants.flatMap(\.unmet).filter { $0.kind != .unclaimed }.map(\.line))
        let diff = TextDiff(old: curated, new: proposed)
        var oldLine = 0
        for operation in diff.operations {
            switch operation {
            case .same: oldLine += 1
            case .deleted(let text):
                oldLine += 1
                #expect(unmetLines.contains(oldLine), "line \(oldLine) (\(text)) was deleted but holds")
            case .inserted: break
            }
        }
        // Nothing unclaimed is added: the proposal has no more lines than the lines it replaces,
        // but in the `exactly` console (which claims every line).
        let file = try ExpectedFile.parse(proposed, path: expectedPath)
        let curatedFile = try ExpectedFile.parse(curated, path: expectedPath)
        for (old, new) in zip(curatedFile.variants[0].sections, file.variants[0].sections) where !old.exactly {
            #expect(new.claims.count <= old.claims.count, "-- \(old.name): \(new.claims.map(\.written))")
        }
        // The proposal holds against what the changed scenario shows.
        let judged = Judge.judge(observed: outcome.variants[0].observed, expected: file.variants[0], fileXFail: nil, expectedPath: expectedPath)
        #expect(judged.verdict == .pass, "\(judged.failures)")

        // Review in a scratch package: accept the first change, reject the second, skip the rest;
        // then accept what is left.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("record-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let target = root.appendingPathComponent(expectedPath)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try curated.write(to: target, atomically: true, encoding: .utf8)
        try proposed.write(to: root.appendingPathComponent(ExpectedFile.pendingPath(for: Self.id)), atomically: true, encoding: .utf8)
        let pending = Recorder.Pending(path: ExpectedFile.pendingPath(for: Self.id), target: expectedPath, scenario: original)
        #expect(diff.changes.count >= 3, "\(diff.changes.count) changes")
        #expect(try Recorder.decide(pending, [.accept, .reject, .skip], root: root))
        let reviewed = try String(contentsOf: target, encoding: .utf8)
        #expect(reviewed == diff.applying([0]))
        let left = Recorder.diff(pending, root: root)
        #expect(left.changes.count == diff.changes.count - 2)
        try Recorder.accept(pending, root: root)
        #expect(try String(contentsOf: target, encoding: .utf8) == diff.applying(Set(diff.changes.indices).subtracting([1])))
        #expect(Recorder.pending(root: root).isEmpty)
    }
}
