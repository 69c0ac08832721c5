/// Finds printf specifiers in a format: `%lld`, `%@`, `%.2f`, `%2$@`; `%%` is a literal percent.
enum FormatSpecifierScanner {
    enum Segment: Equatable {
        case literal(String)
        /// The specifier as written, and its `n$` position if it has one.
        case specifier(String, position: Int?)
    }

    static func segments(_ format: String) -> [Segment] {
        var result: [Segment] = []
        var literal = ""
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%" else { literal.append(chars[i]); i += 1; continue }
            if i + 1 < chars.count, chars[i + 1] == "%" { literal.append("%"); i += 2; continue }
            var j = i + 1
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber { digits.append(chars[j]); j += 1 }
            var position: Int?
            if j < chars.count, chars[j] == "$", let n = Int(digits) { position = n; j += 1 } else { j = i + 1 }
            while j < chars.count, "-+ 0#'".contains(chars[j]) { j += 1 }
            while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." || chars[j] == "*" { j += 1 }
            while j < chars.count, "hlqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, "diouxXeEfFgGaAcsSp@".contains(chars[j]) else { literal.append("%"); i += 1; continue }
            if !literal.isEmpty { result.append(.literal(literal)); literal = "" }
            result.append(.specifier(String(chars[i...j]), position: position))
            i = j + 1
        }
        if !literal.isEmpty { result.append(.literal(literal)) }
        return result
    }

    /// `%2$lld` → `%lld`, for formatting one argument on its own.
    static func withoutPosition(_ specifier: String) -> String {
        guard let dollar = specifier.firstIndex(of: "$") else { return specifier }
        return "%" + specifier[specifier.index(after: dollar)...]
    }
}
