import Foundation

/// Finds the `PreviewProvider` types a scenario's files declare at the top level, as Xcode finds
/// them, by reading the source: `struct ContentView_Previews: PreviewProvider`. The host looks each
/// up by its mangled name (`5Probe20ContentView_PreviewsV`), which the Swift runtime resolves for
/// internal types too. Private types (mangled with a file discriminator) and nested ones are not found.
enum PreviewProviderScanner {
    static func mangledNames(in sources: [String], module: String) -> [String] {
        sources.flatMap { source in
            source.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
                mangledName(of: String(line), module: module)
            }
        }
    }

    static func mangledName(of line: String, module: String) -> String? {
        // Top level only: the declaration starts the line.
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard line.first.map({ !$0.isWhitespace }) ?? false else { return nil }
        while let first = words.first, ["public", "internal", "final", "@MainActor", "nonisolated"].contains(first) { words.removeFirst() }
        guard words.count >= 2, let kind = ["struct": "V", "enum": "O", "class": "C"][words[0]] else { return nil }
        let name = String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !name.isEmpty, let colon = line.firstIndex(of: ":") else { return nil }
        let conformances = line[line.index(after: colon)...].prefix { $0 != "{" }
        guard conformances.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") })
            .contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) else { return nil }
        return "\(module.utf8.count)\(module)\(name.utf8.count)\(name)\(kind)"
    }
}
