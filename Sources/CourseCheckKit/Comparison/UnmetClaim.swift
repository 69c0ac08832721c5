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
    public var observed: String?

    /// Every unmet claim of a section's comparison.
    static func all(in comparison: SectionComparison, file: String) -> [UnmetClaim] {
        let section = comparison.claimed
        return comparison.entries.compactMap { entry in
            switch entry {
            case .missing(let claim, _):
                UnmetClaim(file: file, line: section.claims[claim].line, section: section.name.name, kind: .missing,
                           claimed: section.claims[claim].written, observed: nil)
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
