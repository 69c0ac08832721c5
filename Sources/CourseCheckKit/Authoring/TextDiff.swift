/// A line diff of two texts (the longest run of common lines kept, as `diff` does), as `diff -u`
/// prints it, and as changes one can take or leave one at a time (`cargo insta review`,
/// `git add -p`): each change is a run of deleted and inserted lines between lines both texts
/// share.
public struct TextDiff: Sendable {
    public enum Operation: Equatable, Sendable { case same(String), deleted(String), inserted(String) }

    public let old: [String]
    public let new: [String]
    public let operations: [Operation]
    /// Each change's range in `operations`.
    public let changes: [Range<Int>]
    /// Whether the old text ends with a line break (which is no line of its own).
    let oldEndsWithBreak: Bool

    public init(old: String, new: String) {
        oldEndsWithBreak = old.hasSuffix("\n")
        self.old = Self.lines(old)
        self.new = Self.lines(new)
        operations = Self.diff(self.old, self.new)
        var changes: [Range<Int>] = []
        var index = 0
        while index < operations.count {
            guard !operations[index].isSame else { index += 1; continue }
            let start = index
            while index < operations.count, !operations[index].isSame { index += 1 }
            changes.append(start..<index)
        }
        self.changes = changes
    }

    public var isEmpty: Bool { changes.isEmpty }

    /// A hunk of the unified diff: its header's numbers and its lines (` `, `-`, `+`).
    public struct Hunk: Equatable, Sendable {
        public var oldStart: Int, oldCount: Int, newStart: Int, newCount: Int
        public var lines: [String]
        /// The first line of the old text the hunk changes (for naming where it is).
        public var firstChangedOldLine: Int

        /// `@@ -12,7 +12,8 @@`, and what it is in (`-- screen`) after it, as git names a function.
        public func header(context: String? = nil) -> String {
            func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
            return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@" + (context.map { " " + $0 } ?? "")
        }
    }

    /// One hunk per change, each with up to `context` shared lines on each side.
    public func hunksPerChange(context: Int = 3) -> [Hunk] {
        changes.map { hunk(covering: max($0.lowerBound - context, 0)..<min($0.upperBound + context, operations.count)) }
    }

    /// The hunks `diff -u` prints: changes closer than twice the context share one.
    public func hunks(context: Int = 3) -> [Hunk] {
        var ranges: [Range<Int>] = []
        for change in changes {
            let range = max(change.lowerBound - context, 0)..<min(change.upperBound + context, operations.count)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map(hunk(covering:))
    }

    func hunk(covering range: Range<Int>) -> Hunk {
        // Lines of each text before the range.
        var oldLine = 0, newLine = 0
        for operation in operations[..<range.lowerBound] {
            if !operation.isInserted { oldLine += 1 }
            if !operation.isDeleted { newLine += 1 }
        }
        var lines: [String] = []
        var oldCount = 0, newCount = 0
        var firstChanged: Int?
        for operation in operations[range] {
            switch operation {
            case .same(let line): lines.append(" " + line); oldCount += 1; newCount += 1
            case .deleted(let line):
                firstChanged = firstChanged ?? oldLine + oldCount + 1
                lines.append("-" + line); oldCount += 1
            case .inserted(let line):
                firstChanged = firstChanged ?? oldLine + oldCount + 1
                lines.append("+" + line); newCount += 1
            }
        }
        // An empty side starts at the line before it, as diff writes it.
        return Hunk(oldStart: oldCount == 0 ? oldLine : oldLine + 1, oldCount: oldCount,
                    newStart: newCount == 0 ? newLine : newLine + 1, newCount: newCount,
                    lines: lines, firstChangedOldLine: firstChanged ?? oldLine + 1)
    }

    /// The unified diff (`--- old`, `+++ new`, hunks); "" when the texts are the same.
    /// - Parameter context: what a line of the old text is in, for the hunk headers.
    public func unified(oldName: String, newName: String, context: Int = 3, contextOfLine: (Int) -> String? = { _ in nil }) -> String {
        guard !isEmpty else { return "" }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        for hunk in hunks(context: context) {
            out.append(hunk.header(context: contextOfLine(hunk.firstChangedOldLine)))
            out += hunk.lines
        }
        return out.joined(separator: "\n")
    }

    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        TextDiff(old: old, new: new).unified(oldName: oldName, newName: newName, context: context)
    }

    /// The old text with the chosen changes made (by their index in `changes`), the others not.
    public func applying(_ chosen: Set<Int>) -> String {
        var out: [String] = []
        var index = 0
        for (number, change) in changes.enumerated() {
            for operation in operations[index..<change.lowerBound] { if case .same(let line) = operation { out.append(line) } }
            for operation in operations[change] {
                switch operation {
                case .deleted(let line) where !chosen.contains(number): out.append(line)
                case .inserted(let line) where chosen.contains(number): out.append(line)
                default: break
                }
            }
            index = change.upperBound
        }
        for operation in operations[index...] { if case .same(let line) = operation { out.append(line) } }
        return out.joined(separator: "\n") + (oldEndsWithBreak ? "\n" : "")
    }

    /// The text's lines; a last line break ends the last line rather than starting an empty one.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    static func diff(_ a: [String], _ b: [String]) -> [Operation] {
        // The common head and tail first: an expected file's proposal changes a few lines.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let x = Array(a[prefix..<(a.count - suffix)]), y = Array(b[prefix..<(b.count - suffix)])
        let n = x.count, m = y.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = x[i] == y[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result = a[..<prefix].map { Operation.same($0) }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, x[i] == y[j] {
                result.append(.same(x[i])); i += 1; j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                result.append(.deleted(x[i])); i += 1
            } else {
                result.append(.inserted(y[j])); j += 1
            }
        }
        result += a[(a.count - suffix)...].map { Operation.same($0) }
        return result
    }
}

extension TextDiff.Operation {
    var isSame: Bool { if case .same = self { true } else { false } }
    var isDeleted: Bool { if case .deleted = self { true } else { false } }
    var isInserted: Bool { if case .inserted = self { true } else { false } }
}
