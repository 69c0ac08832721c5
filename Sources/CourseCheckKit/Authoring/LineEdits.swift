import Foundation

/// Changes to a text's lines by their numbers in the original (1 is the first): a line kept,
/// replaced or deleted, lines inserted after a line (0: before the first), and lines added at the
/// end. Every line no edit names stays exactly as it was, so applying edits to a curated file
/// keeps its comments, quotations and order.
public struct LineEdits: Sendable, Equatable {
    public private(set) var replaced: [Int: String] = [:]
    public private(set) var deleted: Set<Int> = []
    public private(set) var inserted: [Int: [String]] = [:]
    public private(set) var appended: [String] = []

    public init() {}

    public var isEmpty: Bool { replaced.isEmpty && deleted.isEmpty && inserted.isEmpty && appended.isEmpty }

    public mutating func replace(line: Int, with text: String) {
        replaced[line] = text
        deleted.remove(line)
    }

    public mutating func delete(line: Int) {
        deleted.insert(line)
        replaced[line] = nil
    }

    public mutating func insert(_ lines: [String], after line: Int) {
        guard !lines.isEmpty else { return }
        inserted[line, default: []] += lines
    }

    public mutating func append(_ lines: [String]) { appended += lines }

    /// The text with the edits made; a text that ended with a line break still does.
    public func apply(to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsWithBreak = lines.last == ""
        if endsWithBreak { lines.removeLast() }
        var out = inserted[0] ?? []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if let replacement = replaced[number] {
                out.append(replacement)
            } else if !deleted.contains(number) {
                out.append(line)
            }
            out += inserted[number] ?? []
        }
        // Lines inserted after a line past the end (a file without its last line break).
        for (line, texts) in inserted.sorted(by: { $0.key < $1.key }) where line > lines.count { out += texts }
        if !appended.isEmpty {
            if let last = out.last, !last.trimmingCharacters(in: .whitespaces).isEmpty { out.append("") }
            out += appended
        }
        return out.joined(separator: "\n") + (endsWithBreak || !appended.isEmpty ? "\n" : "")
    }
}
