import Foundation

/// Writes Apple's availability into the model where the model has none: for each declaration
/// that `SurfaceCoverage` found without the introduction or deprecation Apple's SDK gives it, the
/// model's form of the attribute (docs/SCENARIOS.md, "Availability") on the line above it,
///
///     @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
///
/// A mechanical fix, re-runnable (`coursecheck surface --write-availability`) after files move:
/// a declaration that already carries availability data is left for a person, and so is an enum
/// case (a deprecated case stops Swift from synthesising `CaseIterable` and `Comparable`) and a
/// generated declaration (its generator writes its availability).
public enum AvailabilityWriter {
    /// The attribute line for `apple`'s availability, or nil when there is nothing to write.
    public static func attribute(for apple: APIAvailability) -> String? {
        var parts: [String] = []
        if !apple.introduced.isEmpty { parts.append("introduced: \(apple.introduced)") }
        if !apple.deprecated.isEmpty { parts.append("deprecated: \(apple.deprecated)") }
        if !apple.obsoleted.isEmpty { parts.append("obsoleted: \(apple.obsoleted)") }
        guard !parts.isEmpty else { return nil }
        var message = "@available(iOS, \(parts.joined(separator: ", ")))"
        if !apple.deprecated.isEmpty, !apple.message.isEmpty { message += " " + apple.message }
        let escaped = message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "@available(*, deprecated, message: \"\(escaped)\")"
    }

    /// A file the stub generator writes (`Surface/Generated/`): the generator writes availability
    /// there itself and would overwrite an edit, so the writer leaves it alone.
    static func isGenerated(_ file: String) -> Bool {
        file.contains("/Surface/Generated/")
    }

    /// Inserts the attributes; returns how many, and the paths it left (a declaration that has
    /// availability data of its own, or whose line it cannot find).
    public static func write(_ disagreements: [SurfaceCoverage.Disagreement], skipping skipped: Set<String> = []) throws -> (written: Int, left: [String]) {
        var insertions: [String: [(line: Int, text: String)]] = [:]
        var left: [String] = []
        for disagreement in disagreements where disagreement.kind == .availability {
            guard let file = disagreement.file, let line = disagreement.line, let apple = disagreement.appleAvailability,
                  let model = disagreement.modelAvailability, model == APIAvailability(), !skipped.contains(disagreement.path),
                  !isGenerated(file),
                  disagreement.modelKind != "swift.enum.case",
                  let attribute = attribute(for: apple) else {
                left.append(disagreement.path)
                continue
            }
            insertions[file, default: []].append((line, attribute))
        }
        var written = 0
        for (file, items) in insertions {
            var lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
            // From the bottom up, so earlier line numbers stay right; one attribute per line.
            var done: Set<Int> = []
            for item in items.sorted(by: { $0.line > $1.line }) where done.insert(item.line).inserted {
                let index = item.line - 1
                guard index >= 0, index < lines.count else { continue }
                let indentation = String(lines[index].prefix(while: { $0 == " " }))
                lines.insert(indentation + item.text, at: index)
                written += 1
            }
            try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        }
        return (written, left)
    }
}
