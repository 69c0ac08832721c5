import Foundation

/// Whether one observed line is what one expected line claims.
///
/// - Leading indentation is not compared (order carries the structure).
/// - `…` stands for any run of characters (a bundle path, a time).
/// - Trailing `key=value` attributes (a frame, a font) are compared only where the expected line
///   writes them: `Image "seattle" w=480` claims the width and nothing else of the frame.
/// - A diagnostic claimed without its `line:column` matches it at any position.
/// - No-break spaces (U+00A0, U+202F, which formatters put in "1.249,50 $" and "9:41 AM") compare
///   as spaces: a lesson's page shows them as spaces.
public enum LineMatcher {
    public static func matches(expected: String, observed: String) -> Bool {
        let want = split(normaliseSpaces(expected).trimmingCharacters(in: .whitespaces))
        var have = split(normaliseSpaces(observed).trimmingCharacters(in: .whitespaces))
        if !startsWithPosition(want.head), startsWithPosition(have.head) {
            have.head = String(have.head.drop(while: { $0 != " " }).dropFirst())
        }
        guard wildcardMatch(pattern: want.head, text: have.head) else { return false }
        for (key, value) in want.attributes {
            guard let observedValue = have.attributes.first(where: { $0.0 == key })?.1,
                  wildcardMatch(pattern: value, text: observedValue) else { return false }
        }
        return true
    }

    static func normaliseSpaces(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// `12:9 error: …`
    static func startsWithPosition(_ text: String) -> Bool {
        text.range(of: #"^([A-Za-z0-9_+.-]+\.swift:)?\d+:\d+ "#, options: .regularExpression) != nil
    }

    /// Splits `head key=value key="a b"` into the head and its trailing attributes.
    static func split(_ line: String) -> (head: String, attributes: [(String, String)]) {
        let tokens = tokenize(line)
        var attributes: [(String, String)] = []
        var index = tokens.count
        while index > 0, let attribute = attribute(tokens[index - 1].text) {
            attributes.insert(attribute, at: 0)
            index -= 1
        }
        guard index < tokens.count else { return (line, []) }
        let headEnd = index == 0 ? line.startIndex : tokens[index - 1].range.upperBound
        return (String(line[..<headEnd]), attributes)
    }

    /// A `key=value` token (key: letters, digits, `-`), with a quoted value unquoted.
    static func attribute(_ token: String) -> (String, String)? {
        guard let equals = token.firstIndex(of: "="), equals != token.startIndex else { return nil }
        let key = token[..<equals]
        guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        var value = String(token[token.index(after: equals)...])
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
        }
        return (String(key), value)
    }

    /// Space-separated tokens; a double-quoted run (with `\"` escapes) stays in one token.
    static func tokenize(_ line: String) -> [(text: String, range: Range<String.Index>)] {
        var tokens: [(String, Range<String.Index>)] = []
        var index = line.startIndex
        while index < line.endIndex {
            if line[index] == " " { index = line.index(after: index); continue }
            let start = index
            var inQuotes = false
            while index < line.endIndex {
                let character = line[index]
                if character == "\\", inQuotes, line.index(after: index) < line.endIndex {
                    index = line.index(index, offsetBy: 2)
                    continue
                }
                if character == "\"" { inQuotes.toggle() }
                if character == " ", !inQuotes { break }
                index = line.index(after: index)
            }
            tokens.append((String(line[start..<index]), start..<index))
        }
        return tokens
    }

    /// Literal comparison where `…` in the pattern matches any run of characters.
    static func wildcardMatch(pattern: String, text: String) -> Bool {
        let pieces = pattern.components(separatedBy: "…")
        guard pieces.count > 1 else { return pattern == text }
        var rest = Substring(text)
        guard rest.hasPrefix(pieces[0]) else { return false }
        rest = rest.dropFirst(pieces[0].count)
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = pieces.last!
        return last.isEmpty || (rest.hasSuffix(last) && rest.count >= last.count)
    }
}
