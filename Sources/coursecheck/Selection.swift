import CourseCheckKit
import Foundation

/// The scenarios a command's filters select, in natural order (E2 before E10); a filter that
/// selects nothing, among several, is an error rather than ignored, with the command it may be a
/// typo of.
enum Selection {
    struct Unmatched: Error, CustomStringConvertible {
        let description: String
    }

    static func scenarios(_ filters: [String], loaded: ScenarioLoader.Loaded) -> Result<[Scenario], Unmatched> {
        for term in filters where !loaded.scenarios.contains(where: { ScenarioFilter([term]).matches($0) })
            && !loaded.errors.contains(where: { $0.path.contains(term) }) {
            return .failure(Unmatched(description: "no scenario matches '\(term)'" + CommandParser.commandHint(for: term)))
        }
        let filter = ScenarioFilter(filters)
        return .success(loaded.scenarios.filter { filter.matches($0) }.sorted(naturallyBy: \.id))
    }
}
