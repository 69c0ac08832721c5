import Foundation

/// Where the model knowingly differs from Apple's declaration, each with its reason:
/// `docs/api-inventory/known-differences.tsv` (kind, path, the model's normalised side, reason).
/// The surface test fails on any other disagreement, and on a listed one that no longer occurs.
public struct KnownDifferences: Sendable {
    public struct Difference: Sendable {
        public var key: String
        public var reason: String
    }

    public var differences: [Difference]

    public static func path(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent("docs/api-inventory/known-differences.tsv")
    }

    public static func load(packageRoot: URL) throws -> KnownDifferences {
        let text = (try? String(contentsOf: path(packageRoot: packageRoot), encoding: .utf8)) ?? ""
        return try parse(text)
    }

    public static func parse(_ text: String) throws -> KnownDifferences {
        var differences: [Difference] = []
        for (index, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") && !line.isEmpty {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cells.count == 4, !cells[3].trimmingCharacters(in: .whitespaces).isEmpty else {
                throw HarnessError("known-differences.tsv line \(index + 1): expected kind, path, model, reason (a reason is required)")
            }
            differences.append(Difference(key: cells[0...2].joined(separator: "\t"), reason: cells[3]))
        }
        return KnownDifferences(differences: differences)
    }

    /// The disagreements not listed, and the listed differences that no longer occur.
    public func unexplained(_ disagreements: [SurfaceCoverage.Disagreement]) -> (new: [SurfaceCoverage.Disagreement], stale: [Difference]) {
        let known = Set(differences.map(\.key))
        let occurring = Set(disagreements.map(\.key))
        return (disagreements.filter { !known.contains($0.key) }, differences.filter { !occurring.contains($0.key) })
    }
}
