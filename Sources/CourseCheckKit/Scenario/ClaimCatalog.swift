import Foundation

/// The project's catalog of claim IDs (`expected/CLAIMS.md`): a table whose rows start
/// `| ID | claim |`. Every ID a scenario cites must be listed, so a typo in an ID is an error and
/// not a new claim that holds by itself.
public struct ClaimCatalog: Sendable {
    public static let path = "expected/CLAIMS.md"

    /// The statement of each ID.
    public var claims: [String: String]

    public init(claims: [String: String]) { self.claims = claims }

    /// Reads the catalog; nil when the package has none (every ID is then accepted).
    public static func load(root: URL) throws -> ClaimCatalog? {
        guard let text = try TextFile.read(root.appendingPathComponent(path), root: root, path: path) else { return nil }
        return parse(text)
    }

    static func parse(_ text: String) -> ClaimCatalog {
        var claims: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3, isClaimID(cells[1]) else { continue }
            claims[cells[1]] = cells[2]
        }
        return ClaimCatalog(claims: claims)
    }

    /// `L46-E1`, `C90-3`, `C9A-1`.
    static func isClaimID(_ text: String) -> Bool {
        text.wholeMatch(of: #/[A-Z][0-9A-Z]*-[A-Z]?[0-9]+[a-z]?/#) != nil
    }

    /// The IDs of `claims` the catalog does not list.
    public func unknown(_ ids: [String]) -> [String] { ids.filter { claims[$0] == nil } }
}
