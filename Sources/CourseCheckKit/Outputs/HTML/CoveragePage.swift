import Foundation

/// `coverage.html`: every claim ID the course's scenarios and expected files name, with its
/// scenario and verdict; and the model's API families — a folder of `Sources/SwiftUIModel` each,
/// with the public names declared there — with the scenarios whose code uses one of those names.
enum CoveragePage {
    static func render(_ input: HTMLReport.Input) -> String {
        var body = ["<p><a href=\"index.html\">← the course</a></p>", "<h1>Coverage</h1>", "<h2>Claims</h2>",
                    "<table><tr><th>claim</th><th>scenario</th><th>verdict</th></tr>"]
        let rows = input.outcomes.flatMap { outcome in outcome.claims.map { ($0, outcome) } }.sorted { ($0.0, $0.1.id) < ($1.0, $1.1.id) }
        for (claim, outcome) in rows {
            let link = "\(HTMLReport.fileName(lesson: HTMLReport.lesson(of: outcome.id)))#\(HTMLReport.anchor(outcome.id))"
            body.append("<tr><td>\(XML.escape(claim))</td><td><a href=\"\(link)\">\(XML.escape(outcome.id))</a></td><td class=\"\(outcome.verdict.rawValue)\">\(outcome.verdict.rawValue)</td></tr>")
        }
        body.append("</table>")
        body.append("<h2>The model's API families</h2>")
        body.append("<p class=\"muted\">A family is a folder of the model; a scenario uses it when its code names one of the public declarations made there.</p>")
        body.append("<table><tr><th>family</th><th>public names</th><th>scenarios that use one</th></tr>")
        for family in families(root: input.root) {
            let users = input.scenarios.filter { scenario in
                let code = scenario.files.map(\.contents).joined(separator: "\n")
                return !identifiers(in: code).isDisjoint(with: family.names)
            }
            body.append("<tr><td>\(XML.escape(family.name))</td><td>\(family.names.count)</td><td>\(users.isEmpty ? "<span class=\"fail\">none</span>" : users.map { XML.escape($0.id) }.joined(separator: "<br>"))</td></tr>")
        }
        body.append("</table>")
        return HTML.page(title: "Coverage", body: body.joined(separator: "\n"))
    }

    struct Family {
        var name: String
        var names: Set<String>
    }

    /// The model's folders and the public names declared in each (types, functions, properties).
    static func families(root: URL) -> [Family] {
        let model = root.appendingPathComponent("Sources/SwiftUIModel")
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: model.path)) ?? []).sorted()
        return folders.compactMap { folder in
            let url = model.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return nil }
            var names = Set<String>()
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                for match in text.matches(of: #/public\s+(?:static\s+|final\s+|mutating\s+|nonisolated\s+|override\s+)*(?:struct|class|enum|protocol|func|var|let|typealias|init)\s*([A-Za-z_][A-Za-z0-9_]*)?/#) {
                    if let name = match.1 { names.insert(String(name)) }
                }
            }
            names.subtract(["body", "init", "content", "wrappedValue", "projectedValue", "description", "rawValue", "value"])
            return names.isEmpty ? nil : Family(name: folder, names: names)
        }
    }

    static func identifiers(in code: String) -> Set<String> {
        Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
}
