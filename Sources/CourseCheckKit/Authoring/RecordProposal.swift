import CourseCheckProtocol
import Foundation

/// What `record` proposes for a scenario's expected file: the curated file with only what no
/// longer holds changed, as insta and swift-snapshot-testing replace only the snapshot that
/// differs. Every comment, quotation, section, absence (`! …`), partial claim and line order the
/// author wrote stays as written; for each claimed line that does not hold:
///
/// - a line not found is replaced by the observed line standing in its place (`Counterparts`),
///   with only the attributes the author claimed (`ClaimRewrite`), or deleted when nothing stands
///   in its place;
/// - an absence an observed line breaks is deleted;
/// - in an `exactly` section, an observed line no claim speaks of is inserted where it was seen
///   (the section claims every line);
/// - an `xfail:` whose claims all hold is deleted.
///
/// Nothing else is added: no section, attribute or line the author did not claim — unless
/// `all` is asked for, which inserts every observed line into the claimed sections and adds the
/// sections the file does not claim. A scenario with no expected file (or a run with no
/// `== variant` block) has nothing curated to keep: it is recorded whole, trimmed as a person
/// would trim it (`ReportSection.isRecorded`). What cannot be proposed (a claimed section the run
/// did not produce, problems the file does not claim) is said in `notes`, and left alone.
public struct RecordProposal: Sendable {
    /// The proposed file; nil when there is nothing to propose.
    public var text: String?
    /// What the author should know: what was left alone, and why.
    public var notes: [String]

    public static let recordedHeader = [
        "# Recorded from the model's observation: check every line against the lesson text",
        "# before accepting, and keep only what the lesson claims.",
    ]

    /// - Parameters:
    ///   - expectedText: the expected file as it is (nil: there is none).
    ///   - all: also insert what was observed and not claimed.
    public static func make(_ outcome: ScenarioOutcome, expectedText: String?, all: Bool) -> RecordProposal {
        let path = ExpectedFile.path(for: outcome.id)
        guard let expectedText else {
            return RecordProposal(text: recording(outcome, all: all), notes: [])
        }
        let file: ExpectedFile
        do { file = try ExpectedFile.parse(expectedText, path: path) } catch {
            return RecordProposal(text: nil, notes: ["\(error): mend the file by hand first"])
        }
        let lines = expectedText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var edits = LineEdits()
        var notes: [String] = []
        for variant in outcome.variants {
            guard let claimed = file.variants.first(where: { $0.name == variant.variant }) else {
                // No claims for this run: its block, recorded whole.
                edits.append(["== variant \(variant.variant)"] + recordedHeader + recordedSections(variant.observed, all: all))
                continue
            }
            if variant.verdict == .knownFailure {
                notes.append("\(path):\(claimed.line): a known failure (\(variant.knownFailureReason ?? "")): its claims are the lesson's, left alone")
                continue
            }
            if variant.verdict == .unexpectedPass {
                if let line = claimed.xfailLine ?? (outcome.variants.contains { $0.verdict == .knownFailure } ? nil : file.xfailLine) {
                    edits.delete(line: line)
                }
            }
            for section in claimed.sections {
                guard let seen = variant.observed.section(section.name) else {
                    notes.append("\(path):\(section.line): the run has no `\(section.name)` section: left alone")
                    continue
                }
                if let other = section.sameAsVariant {
                    let reference = outcome.variants.first { $0.variant == other }?.observed.section(section.name)
                    if reference?.lines != seen.lines {
                        notes.append("\(path):\(section.line): `\(section.name)` is not the same as in the run `\(other)`: left alone")
                    }
                    continue
                }
                propose(SectionComparison(claimed: section, observed: seen), lines: lines, all: all, into: &edits)
            }
            let claimedNames = Set(claimed.sections.map(\.name))
            let problems = variant.observed.section(.problems)
            if let problems, !problems.lines.isEmpty, !claimedNames.contains(.problems), !all {
                notes.append("\(path):\(claimed.line): the run met problems the file does not claim (fix the model, or claim them under `-- problems`; `record --all` adds them): "
                             + problems.lines.joined(separator: "; "))
            }
            if all {
                let unclaimed = variant.observed.sections.filter { !claimedNames.contains($0.name) }
                let added = sectionLines(unclaimed, all: true)
                if !added.isEmpty { edits.insert(added, after: lastLine(of: claimed, in: file, lines: lines)) }
            }
        }
        guard !edits.isEmpty else { return RecordProposal(text: nil, notes: notes) }
        return RecordProposal(text: edits.apply(to: expectedText), notes: notes)
    }

    /// The edits one claimed section needs.
    static func propose(_ comparison: SectionComparison, lines: [String], all: Bool, into edits: inout LineEdits) {
        let section = comparison.claimed
        guard !comparison.holds || all else { return }
        let counterparts = Counterparts(comparison)
        let claims = section.claims
        let indented = claims.contains { lines[$0.line - 1].hasPrefix(" ") }
        func written(_ observed: String) -> String? {
            let line = indented ? observed : String(observed.drop { $0 == " " })
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return ClaimRewrite.escaped(line)
        }
        // Where each observed line is anchored: the file line of the claim it answers.
        var anchor: [Int: Int] = [:]
        for entry in comparison.entries {
            switch entry {
            case .found(let claim, let observed):
                anchor[observed] = claims[claim].line
            case .missing(let claim, _):
                let line = claims[claim].line
                if let observed = counterparts.counterpart(ofClaim: claim) {
                    anchor[observed] = line
                    edits.replace(line: line, with: ClaimRewrite.rewrite(written: lines[line - 1], claim: claims[claim].text,
                                                                          observed: comparison.observed[observed]))
                } else {
                    edits.delete(line: line)
                }
            case .present(let claim, _):
                edits.delete(line: claims[claim].line)
            case .absent, .unclaimed:
                break
            }
        }
        // Observed lines no claim answers: in an `exactly` section (which claims every line) and
        // under `all`, inserted after the claim of the nearest line before them.
        guard section.exactly || all else { return }
        var after = section.line
        var pending: [String] = []
        for index in comparison.observed.indices {
            if let line = anchor[index] {
                edits.insert(pending, after: after)
                pending = []
                after = line
            } else if let text = written(comparison.observed[index]) {
                pending.append(text)
            }
        }
        edits.insert(pending, after: after)
    }

    /// The last line of a variant's block that is not blank (where sections are added to it).
    static func lastLine(of variant: ExpectedFile.Variant, in file: ExpectedFile, lines: [String]) -> Int {
        let next = file.variants.first { $0.line > variant.line }?.line ?? lines.count + 1
        var last = next - 1
        while last > variant.line, lines[last - 1].trimmingCharacters(in: .whitespaces).isEmpty { last -= 1 }
        return last
    }

    /// A scenario with no expected file, recorded whole and trimmed.
    public static func recording(_ outcome: ScenarioOutcome, all: Bool) -> String {
        var lines = recordedHeader + ["claims: \(outcome.claims.joined(separator: ", "))", ""]
        let showVariants = outcome.variants.count > 1 || outcome.variants.first?.variant != "default"
        for variant in outcome.variants {
            if showVariants { lines.append("== variant \(variant.variant)") }
            lines += recordedSections(variant.observed, all: all)
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static func recordedSections(_ run: ObservedRun, all: Bool) -> [String] {
        sectionLines(run.sections, all: all)
    }

    /// `-- name` and the lines of each section worth recording.
    static func sectionLines(_ sections: [ObservedRun.Section], all: Bool) -> [String] {
        var lines: [String] = []
        for section in sections where section.name.isRecorded(all: all) && section.name.isWorthRecording(lines: section.lines, markers: section.markers) {
            lines.append("-- \(section.name)")
            lines += section.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(ClaimRewrite.escaped)
        }
        return lines
    }
}
