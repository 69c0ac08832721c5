/// One line of a report section as the notation reads it: indentation (two spaces a level), a
/// head (a screen element's kind and content, a printed line, a diagnostic), and trailing
/// `key=value` attributes, a value quoted when it has a space.
///
///     Text "Hello" font="body 17pt" lines=1 x=16 y=62 w=40 h=22
///     ╰─ head ───╯ ╰─ attributes ──────────────────────────────╯
///
/// Screen elements render to it (`init(element:)`); expected lines and observed lines parse back
/// into it (`parse`), so that a claim can name some attributes and leave out the rest.
public struct ReportLine: Equatable, Sendable {
    /// Nesting depth: two spaces of indentation each.
    public var depth: Int
    public var head: String
    public var attributes: [Attribute]

    public init(depth: Int = 0, head: String, attributes: [Attribute] = []) {
        self.depth = depth
        self.head = head
        self.attributes = attributes
    }

    /// The frame's attribute names, in the order lines write them.
    public static let frameKeys = [Attribute.Name.x, Attribute.Name.y, Attribute.Name.w, Attribute.Name.h]

    /// A screen element's line: its kind and content, its attributes, then its frame.
    public init(element: ScreenElement) {
        var head = element.kind
        if let content = element.content { head += " " + content }
        let frame = zip(Self.frameKeys, element.frame).map { Attribute($0, ReportNumber.format($1)) }
        self.init(depth: element.depth, head: head, attributes: element.attributes + frame)
    }

    /// An accessibility element's line: its role and quoted label, then its attributes
    /// (`toggle "Wi-Fi" value=on`).
    public init(accessibility element: AccessibilityElement) {
        self.init(head: "\(element.role.rawValue) \(ReportQuoting.quote(element.label))", attributes: element.attributes)
    }

    public var rendered: String {
        var parts = [String(repeating: "  ", count: depth) + head]
        for attribute in attributes {
            let value = ReportQuoting.needsQuotes(attribute.value) ? ReportQuoting.quote(attribute.value) : attribute.value
            parts.append("\(attribute.key)=\(value)")
        }
        return parts.joined(separator: " ")
    }

    /// The value of the attribute `key`, if the line has it.
    public func attribute(_ key: String) -> String? { attributes.first { $0.key == key }?.value }

    /// Reads a line back: leading spaces give the depth; the `key=value` tokens at the end are
    /// its attributes (a key is letters, digits and `-`; a quoted value is unquoted); the rest,
    /// up to the last token that is not an attribute, is the head.
    public static func parse(_ line: String) -> ReportLine {
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        // No `=`, no attribute: the harness reads every printed line this way.
        guard body.utf8.contains(UInt8(ascii: "=")) else {
            return ReportLine(depth: indent / 2, head: String(body).trimmingTrailingSpaces(), attributes: [])
        }
        let tokens = tokenize(body)
        var attributes: [Attribute] = []
        var index = tokens.count
        while index > 0, let attribute = attribute(String(body[tokens[index - 1]])) {
            attributes.insert(attribute, at: 0)
            index -= 1
        }
        let head: String
        if index == tokens.count {
            head = String(body).trimmingTrailingSpaces()
        } else {
            head = index == 0 ? "" : String(body[..<tokens[index - 1].upperBound])
        }
        return ReportLine(depth: indent / 2, head: head, attributes: attributes)
    }

    /// A `key=value` token, its value unquoted; nil for any other token.
    static func attribute(_ token: String) -> Attribute? {
        guard let equals = token.firstIndex(of: "="), equals != token.startIndex else { return nil }
        let key = token[..<equals]
        guard key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        let raw = token[token.index(after: equals)...]
        return Attribute(String(key), ReportQuoting.unquote(raw) ?? String(raw))
    }

    /// Space-separated tokens; a double-quoted run (with `\"` escapes) stays in one token.
    public static func tokenize(_ line: Substring) -> [Range<Substring.Index>] {
        var tokens: [Range<Substring.Index>] = []
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
            tokens.append(start..<index)
        }
        return tokens
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
