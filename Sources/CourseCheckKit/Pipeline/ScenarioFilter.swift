import Foundation

/// Which scenarios to check: by path (a substring of `lessons/…`), by claim ID, or by lesson.
public struct ScenarioFilter: Sendable {
    public var terms: [String]
    public init(_ terms: [String] = []) { self.terms = terms }

    public func matches(_ scenario: Scenario) -> Bool {
        guard !terms.isEmpty else { return true }
        return terms.contains { term in
            scenario.header.claims.contains { $0.caseInsensitiveCompare(term) == .orderedSame || $0.lowercased().hasPrefix(term.lowercased() + "-") }
                || scenario.path.contains(term) || scenario.id.contains(term)
        }
    }

    public func matches(path: String) -> Bool {
        terms.isEmpty || terms.contains { path.contains($0) }
    }
}
