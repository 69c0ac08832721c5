/// A unified diff of two texts, line by line (the longest run of common lines kept, as `diff -u`
/// does), for showing what accepting a pending expected file would change.
public enum TextDiff {
    public static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let operations = diff(a, b)
        guard operations.contains(where: { if case .same = $0 { false } else { true } }) else { return "" }
        var out = ["--- \(oldName)", "+++ \(newName)"]
        let changed = operations.indices.filter { if case .same = operations[$0] { false } else { true } }
        var index = 0
        while index < operations.count {
            guard changed.contains(where: { abs($0 - index) <= context }) else { index += 1; continue }
            // A hunk: from here while changes keep coming within the context.
            let start = index
            var end = index
            while end < operations.count, changed.contains(where: { abs($0 - end) <= context }) { end += 1 }
            let oldStart = operations[..<start].filter { if case .inserted = $0 { false } else { true } }.count + 1
            let newStart = operations[..<start].filter { if case .deleted = $0 { false } else { true } }.count + 1
            out.append("@@ -\(oldStart) +\(newStart) @@")
            for operation in operations[start..<end] {
                switch operation {
                case .same(let line): out.append(" " + line)
                case .deleted(let line): out.append("-" + line)
                case .inserted(let line): out.append("+" + line)
                }
            }
            index = end
        }
        return out.joined(separator: "\n")
    }

    enum Operation: Equatable { case same(String), deleted(String), inserted(String) }

    static func diff(_ a: [String], _ b: [String]) -> [Operation] {
        let n = a.count, m = b.count
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Operation] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                result.append(.same(a[i])); i += 1; j += 1
            } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
                result.append(.deleted(a[i])); i += 1
            } else {
                result.append(.inserted(b[j])); j += 1
            }
        }
        return result
    }
}
