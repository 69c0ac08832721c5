import Foundation

/// Whether a declaration of the model reports itself as not modelled, read from its source.
///
/// The convention (docs/api-inventory/README.md): a declaration whose behaviour the model does not
/// reproduce either calls `ModelProblems.notModelled(…)` in its own body (a function's, an
/// initialiser's, an accessor's, a type's), or, when the report is made elsewhere (by the modifier
/// or view it returns), says so in its doc comment with a line that starts `Not modelled:`.
public struct NotModelledScan {
    private var files: [String: [Substring]] = [:]

    public init() {}

    static let typeKinds: Set<String> = ["swift.struct", "swift.class", "swift.enum", "swift.actor", "swift.protocol"]

    public mutating func reportsNotModelled(_ declaration: ModelDeclaration) -> Bool {
        if declaration.docComment.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("Not modelled:") }) {
            return true
        }
        // A type's body holds its members: one member that reports itself does not make the type
        // not modelled (each member is counted on its own); a type says so in its doc comment.
        guard !Self.typeKinds.contains(declaration.kind) else { return false }
        guard let file = declaration.file, let line = declaration.line else { return false }
        if files[file] == nil {
            files[file] = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let body = Self.body(of: files[file]!, from: line - 1) else { return false }
        return body.contains("notModelled(")
    }

    /// The text from the declaration's line to the brace that closes its body; nil when it has
    /// none (a requirement, a stored property, a case).
    static func body(of lines: [Substring], from start: Int) -> String? {
        guard start >= 0, start < lines.count else { return nil }
        var depth = 0, opened = false, text = ""
        for index in start..<lines.count {
            let line = lines[index]
            text += line + "\n"
            for character in Self.code(of: line) {
                if character == "{" { depth += 1; opened = true }
                if character == "}" { depth -= 1 }
            }
            if opened && depth <= 0 { return text }
            // A declaration without a body ends on its own line.
            if !opened && index > start + 8 { return nil }
            if !opened && index == start && !line.contains("(") && !line.hasSuffix(",") && !line.hasSuffix("->") {
                if !line.contains("where") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("@") { return nil }
            }
        }
        return opened ? text : nil
    }

    /// The line without string literals and comments, so that their braces do not count.
    static func code(of line: Substring) -> String {
        var result = "", inString = false, escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                previous = character
                continue
            }
            if character == "/" && previous == "/" { result.removeLast(); break }
            if character == "\"" { inString = true } else { result.append(character) }
            previous = character
        }
        return result
    }
}
