import CourseCheckProtocol
import Foundation

/// Whether one observed line is what one expected line claims.
///
/// - Leading indentation is not compared (order carries the structure).
/// - `…` stands for any run of characters (a bundle path, a time).
/// - Trailing `key=value` attributes (a frame, a font) are compared only where the expected line
///   writes them: `Image "seattle" w=480` claims the width and nothing else of the frame
///   (`ReportLine` splits a line into its head and attributes). `key!=value` claims the observed
///   line does not have that value (an attribute it lacks has none): `Text "…" lines!=1`.
/// - A diagnostic claimed without its `line:column` matches it at any position.
/// - No-break spaces (U+00A0, U+202F, which formatters put in "1.249,50 $" and "9:41 AM") compare
///   as spaces: a lesson's page shows them as spaces.
public enum LineMatcher {
    public static func matches(expected: String, observed: String) -> Bool {
        matches(Claimed(expected), Observed(observed))
    }

    /// A claimed line read once, to be compared with many observed lines.
    struct Claimed {
        var line: ReportLine
        var negated: [Attribute]
        /// Whether the head names a diagnostic's position (`12:9 error: …`).
        var headHasPosition: Bool
        /// The head as a pattern, read once. Without a `…`, only an observed line with the same
        /// head (`Observed.head(forClaimWithPosition:)`) can match.
        var headPattern: Wildcard
        var headHasWildcard: Bool { headPattern.pieces.count > 1 }

        init(_ text: String) {
            (line, negated) = claimedLine(normaliseSpaces(text).trimmingSpaces)
            headHasPosition = startsWithPosition(line.head)
            headPattern = Wildcard(line.head)
        }
    }

    /// An observed line read once.
    struct Observed {
        /// A text with its UTF-8 bytes, for `Wildcard`.
        struct Text {
            var string: String
            var bytes: [UInt8]
            var isASCII: Bool
            init(_ string: String) {
                self.string = string
                bytes = Array(string.utf8)
                isASCII = bytes.allSatisfy { $0 < 0x80 }
            }
        }

        var line: ReportLine
        var head: Text
        /// The head without its leading `line:column` (or `File.swift:line:column`), when it has one.
        var headWithoutPosition: Text?

        init(_ text: String) {
            line = ReportLine.parse(normaliseSpaces(text).trimmingSpaces)
            head = Text(line.head)
            headWithoutPosition = startsWithPosition(line.head) ? Text(String(line.head.drop(while: { $0 != " " }).dropFirst())) : nil
        }

        /// The head a claim is compared with: a claim that names no position matches a
        /// diagnostic at any position.
        func head(forClaimWithPosition position: Bool) -> Text { position ? head : headWithoutPosition ?? head }
    }

    static func matches(_ claim: Claimed, _ observed: Observed) -> Bool {
        guard claim.headPattern.matches(observed.head(forClaimWithPosition: claim.headHasPosition)) else { return false }
        for attribute in claim.line.attributes {
            guard let observedValue = observed.line.attribute(attribute.key),
                  wildcardMatch(pattern: attribute.value, text: observedValue) else { return false }
        }
        for attribute in claim.negated {
            if let observedValue = observed.line.attribute(attribute.key), wildcardMatch(pattern: attribute.value, text: observedValue) { return false }
        }
        return true
    }

    /// A claimed line: its head and attributes as `ReportLine` reads them, with the trailing
    /// `key!=value` tokens taken out as negated attributes first.
    static func claimedLine(_ line: String) -> (line: ReportLine, negated: [Attribute]) {
        // Without an `=`, no attribute: the whole line is the head.
        guard line.utf8.contains(UInt8(ascii: "=")) else { return (ReportLine.parse(line), []) }
        var negated: [Attribute] = []
        var rest = Substring(line)
        while let last = ReportLine.tokenize(rest).last, let attribute = negatedAttribute(String(rest[last])) {
            negated.insert(attribute, at: 0)
            rest = rest[..<last.lowerBound]
            while rest.last == " " { rest.removeLast() }
        }
        return (ReportLine.parse(String(rest)), negated)
    }

    /// `key!=value`, its value unquoted; nil for any other token.
    static func negatedAttribute(_ token: String) -> Attribute? {
        guard let range = token.range(of: "!="), range.lowerBound != token.startIndex else { return nil }
        let key = token[..<range.lowerBound]
        guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        let raw = token[range.upperBound...]
        return Attribute(String(key), ReportQuoting.unquote(raw) ?? String(raw))
    }

    /// In plain Swift rather than Foundation's `replacingOccurrences`, which bridges through
    /// NSString on Linux: the matcher runs for every pair of lines a comparison aligns.
    static func normaliseSpaces(_ text: String) -> String {
        let isNoBreak: (Unicode.Scalar) -> Bool = { $0 == "\u{00A0}" || $0 == "\u{202F}" }
        guard text.unicodeScalars.contains(where: isNoBreak) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(isNoBreak(scalar) ? " " : scalar) }
        return String(scalars)
    }

    /// `12:9 error: …`, or `File.swift:12:9 …` (scanned by hand, byte by byte: it is asked of
    /// every claimed and observed line).
    static func startsWithPosition(_ text: String) -> Bool {
        let bytes = text.utf8
        var index = bytes.startIndex
        func isFileByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte == 0x2B || byte == 0x2E || byte == 0x2D
        }
        var name = index
        while name < bytes.endIndex, isFileByte(bytes[name]) { name = bytes.index(after: name) }
        let nameLength = bytes.distance(from: index, to: name)
        if nameLength > 6, name < bytes.endIndex, bytes[name] == UInt8(ascii: ":"),
           bytes[bytes.index(name, offsetBy: -6)..<name].elementsEqual(".swift".utf8) {
            index = bytes.index(after: name)
        }
        func digits() -> Bool {
            let start = index
            while index < bytes.endIndex, (0x30...0x39).contains(bytes[index]) { index = bytes.index(after: index) }
            return index != start
        }
        guard digits(), index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return false }
        index = bytes.index(after: index)
        return digits() && index < bytes.endIndex && bytes[index] == UInt8(ascii: " ")
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
