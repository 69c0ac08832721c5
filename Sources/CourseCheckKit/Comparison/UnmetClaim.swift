/// One claim that did not hold, as data: where it is written, what it claimed, what was observed
/// in its place. The text report prints the same as a diff (`ClaimDiff`); JSON, JUnit and CI
/// annotations carry these fields.
public struct UnmetClaim: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// A claimed line no observed line matched.
        case missing
        /// An absence (`! line`) an observed line broke.
        case present
        /// In an `exactly` section, an observed line no claim speaks of.
        case unclaimed
        /// A claimed section the run did not produce.
        case sectionMissing = "section-missing"
        /// A problem the expected file does not claim.
        case unclaimedProblem = "unclaimed-problem"
        /// A crash the expected file does not claim.
        case unclaimedCrash = "unclaimed-crash"
    }

    /// The expected file, relative to the package root.
    public var file: String
    public var line: Int
    public var section: String
    public var kind: Kind
    public var claimed: String?
    /// What was observed: the line that breaks an absence, the line no claim speaks of, or for
    /// a claimed line not found, the observed line standing in its place (`Counterparts`), if any.
    public var observed: String?

    /// The text a test issue or an annotation shows: the unmet line itself, then what was
    /// observed in its place.
    public var issueText: String {
        switch kind {
        case .missing: (claimed ?? "") + (observed.map { "\nobserved in its place: \($0.trimmingLeadingSpaces)" } ?? "\nnothing like it was observed")
        case .present: (claimed ?? "") + "\nclaimed absent, but observed: " + (observed?.trimmingLeadingSpaces ?? "")
        case .unclaimed: "observed line not claimed (the section is claimed exactly): " + (observed?.trimmingLeadingSpaces ?? "")
        case .sectionMissing: (claimed ?? "") + "\nthe run has no such section"
        case .unclaimedProblem: "a problem the expected file does not claim: " + (observed ?? "")
        case .unclaimedCrash: "a crash the expected file does not claim: " + (observed ?? "")
        }
    }

    /// Every unmet claim of a section's comparison.
    static func all(in comparison: SectionComparison, file: String) -> [UnmetClaim] {
        let section = comparison.claimed
        let counterparts = Counterparts(comparison)
        let standIns = Set(counterparts.ofClaim.values)
        return comparison.entries.compactMap { entry in
            switch entry {
            case .missing(let claim, _):
                UnmetClaim(file: file, line: section.claims[claim].line, section: section.name.name, kind: .missing,
                           claimed: section.claims[claim].written, observed: counterparts.counterpart(ofClaim: claim).map { comparison.observed[$0] })
            case .unclaimed(let index) where standIns.contains(index):
                nil
            case .present(let claim, let index):
                UnmetClaim(file: file, line: section.claims[claim].line, section: section.name.name, kind: .present,
                           claimed: section.claims[claim].written, observed: comparison.observed[index])
            case .unclaimed(let index):
                UnmetClaim(file: file, line: section.line, section: section.name.name, kind: .unclaimed,
                           claimed: nil, observed: comparison.observed[index])
            case .found, .absent:
                nil
            }
        }
    }
}
