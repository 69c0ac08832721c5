import Foundation

/// The verdict on a scenario or one of its variants.
public enum Verdict: String, Codable, Sendable, Comparable, CaseIterable {
    /// Every claim holds.
    case pass
    /// Marked as a known failure, and still failing: reported, not counted against the run.
    case knownFailure = "known-failure"
    /// A claim does not hold.
    case fail
    /// Marked as a known failure, but every claim holds: remove the mark.
    case unexpectedPass = "unexpected-pass"
    /// No expected file, or one that names no claims for a run.
    case missingExpectation = "no-expectation"
    /// The scenario could not be checked (malformed header or expected file, harness failure).
    case error

    /// Whether the whole run may still succeed with this verdict.
    public var isSuccess: Bool { self == .pass || self == .knownFailure }

    private var rank: Int {
        switch self {
        case .pass: 0
        case .knownFailure: 1
        case .unexpectedPass: 2
        case .fail: 3
        case .missingExpectation: 4
        case .error: 5
        }
    }

    public static func < (a: Verdict, b: Verdict) -> Bool { a.rank < b.rank }

    public var symbol: String {
        switch self {
        case .pass: "✓"
        case .knownFailure: "✗ (known)"
        case .fail: "✗"
        case .unexpectedPass: "!"
        case .missingExpectation: "?"
        case .error: "E"
        }
    }
}
