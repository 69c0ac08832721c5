import Foundation

/// How often public SwiftUI code uses each name: `docs/api-inventory/usage.tsv`, counted by
/// `scripts/api-inventory/count-uses.py` in the corpus its header names (repositories and
/// commits). Members are counted by their base name after a dot (`.padding(`, `.onChange(`),
/// types by their name (`Text(`, `: Shape`); overloads share their name's count.
public enum UsageCounts {
    public static func path(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent("docs/api-inventory/usage.tsv")
    }

    public static func load(packageRoot: URL) -> [String: Int] {
        guard let text = try? String(contentsOf: path(packageRoot: packageRoot), encoding: .utf8) else { return [:] }
        return parse(text)
    }

    public static func parse(_ text: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t")
            if cells.count >= 2, let count = Int(cells[1]) { counts[String(cells[0])] = count }
        }
        return counts
    }

    /// The key a declaration is counted under: `Text` for the type and its initialisers,
    /// `.padding` for a member.
    public static func key(of declaration: APIDeclaration) -> String {
        let base = String(declaration.name.prefix(while: { $0 != "(" }))
        if declaration.parent.isEmpty || base == "init" {
            let type = base == "init" ? declaration.parent : base
            return String(type.split(separator: ".").last ?? Substring(type))
        }
        return "." + base
    }

    public static func uses(of declaration: APIDeclaration, in counts: [String: Int]) -> Int {
        counts[key(of: declaration)] ?? 0
    }
}
