import Foundation

/// `coursecheck convert-availability`: rewrites the model's older convention for release-dependent
/// API (a kit per release, `#if IOS_<k>_OR_LATER`) into availability data (one kit for every
/// release; see `AvailabilityWording`), mechanically:
///
///     #if IOS_26_OR_LATER                              @available(*, deprecated, message:
///     @available(*, deprecated, message: "M")    →       "@available(iOS, deprecated: 26.0) M")
///     #endif
///
///     #if IOS_27_OR_LATER                              @available(*, deprecated, message:
///     extension View { … }                       →       "@available(iOS, introduced: 27.0)")
///     #endif                                           extension View { … }
///
/// and `#if !IOS_<k>_OR_LATER` around declarations into `obsoleted: <k>.0`. Anything else (an
/// `#else`, a condition inside a function body, nested conditions) is left as it is and listed, for
/// a person to convert.
public enum AvailabilityConversion {
    /// What converting one file did.
    public struct FileConversion: Equatable, Sendable {
        public var text: String
        /// `line: what` for each block converted.
        public var converted: [String]
        /// `line: why` for each block left alone.
        public var leftAlone: [String]
    }


    public static func convert(_ text: String) -> FileConversion {
        var lines = text.components(separatedBy: "\n")
        var converted: [String] = [], leftAlone: [String] = []
        var index = 0
        while index < lines.count {
            guard let match = lines[index].wholeMatch(of: #/(\s*)#if\s+(!?)IOS_(\d+)_OR_LATER\s*/#) else { index += 1; continue }
            let indent = String(match.1), negated = match.2 == "!", release = "\(match.3).0"
            let start = index
            // The block's end, refusing nested conditions and #else.
            var end: Int?, problem: String?
            var scan = index + 1
            while scan < lines.count {
                let trimmed = lines[scan].trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("#if") { problem = "a nested #if"; break }
                if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elseif") { problem = "an #else branch"; break }
                if trimmed.hasPrefix("#endif") { end = scan; break }
                scan += 1
            }
            guard let end, problem == nil else {
                leftAlone.append("\(start + 1): \(problem ?? "no #endif")")
                index += 1
                continue
            }
            let body = Array(lines[(start + 1)..<end])
            let significant = body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            // A deprecation: the block is one platform-agnostic deprecation attribute.
            if !negated, significant.count == 1, let attribute = significant[0].wholeMatch(of: #/^(\s*)@available\(\*, deprecated(?:, message: "(.*)")?\)\s*$/#) {
                let message = attribute.2.map { " " + $0 } ?? ""
                lines.replaceSubrange(start...end, with: ["\(attribute.1)@available(*, deprecated, message: \"@available(iOS, deprecated: \(release))\(message)\")"])
                converted.append("\(start + 1): deprecated: \(release)")
                index = start + 1
                continue
            }
            // Declarations: each top-level one in the block gets the statement.
            let kind = negated ? "obsoleted" : "introduced"
            guard let marked = markDeclarations(body, indent: indent,
                                                attribute: "@available(*, deprecated, message: \"@available(iOS, \(kind): \(release))\")") else {
                leftAlone.append("\(start + 1): not a run of declarations (a statement inside a body?)")
                index += 1
                continue
            }
            lines.replaceSubrange(start...end, with: marked)
            converted.append("\(start + 1): \(kind): \(release)")
            index = start + marked.count
        }
        return FileConversion(text: lines.joined(separator: "\n"), converted: converted, leftAlone: leftAlone)
    }

    /// Words that start a declaration (after its attributes and modifiers).
    static let declarationWords: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "static", "class", "struct", "enum",
        "protocol", "extension", "func", "var", "let", "init", "subscript", "typealias", "mutating", "nonisolated",
        "case", "indirect", "convenience", "required", "override", "macro", "actor",
    ]

    /// The block's lines with `attribute` before each declaration at its own depth (before the
    /// declaration's attributes, after its doc comment); nil when a line at that depth is not part
    /// of a declaration.
    static func markDeclarations(_ body: [String], indent: String, attribute: String) -> [String]? {
        var result: [String] = []
        var depth = 0
        var inAttributes = false
        for line in body {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 0, !trimmed.isEmpty, !trimmed.hasPrefix("//"), !trimmed.hasPrefix("}") {
                let startsAttribute = trimmed.hasPrefix("@")
                let firstWord = String(trimmed.prefix { $0.isLetter })
                if !inAttributes {
                    guard startsAttribute || declarationWords.contains(firstWord) else { return nil }
                    let lineIndent = String(line.prefix { $0 == " " || $0 == "\t" })
                    result.append(lineIndent.isEmpty ? indent + attribute : lineIndent + attribute)
                }
                inAttributes = startsAttribute && !trimmed.contains("{") && !trimmed.contains(" func ") && !trimmed.contains(" var ")
            }
            result.append(line)
            for character in line {
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
            }
        }
        return depth == 0 ? result : nil
    }

    /// Converts every `.swift` file under `folders`; returns a line per change or file left alone.
    public static func convertFiles(in folders: [URL], write: Bool) throws -> (report: [String], leftAlone: Int, converted: Int) {
        var report: [String] = []
        var leftAlone = 0, converted = 0
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in enumerator where file.pathExtension == "swift" {
                let text = try String(contentsOf: file, encoding: .utf8)
                let outcome = convert(text)
                let name = file.path.replacingOccurrences(of: folder.deletingLastPathComponent().path + "/", with: "")
                report += outcome.converted.map { "\(name):\($0)" } + outcome.leftAlone.map { "\(name):\($0) — left alone, convert by hand" }
                leftAlone += outcome.leftAlone.count
                converted += outcome.converted.count
                if write, outcome.text != text { try AtomicFile.write(outcome.text, to: file) }
            }
        }
        return (report.sorted(), leftAlone, converted)
    }
}
