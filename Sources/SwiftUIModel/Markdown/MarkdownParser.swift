import Foundation

/// Inline Markdown as Foundation parses it for `Text` and `AttributedString(markdown:)`:
/// CommonMark's inline syntax (spec 0.30, §6: backslash escapes, code spans, emphasis and strong
/// emphasis with the delimiter-run rules of §6.2, links), GitHub's `~~strikethrough~~`, and
/// Apple's extended attributes `^[text](key: value)` ("Apple Markdown", Foundation's
/// `AttributedString.MarkdownParsingOptions.allowsExtendedAttributes`).
///
/// Block structure (headings, lists, paragraphs) is not modelled: the whole input is one
/// paragraph and line breaks stay as they are, as with `.inlineOnlyPreservingWhitespace`, the
/// option SwiftUI uses for a `Text`'s key.
struct MarkdownParser {
    var allowsExtendedAttributes = true

    static func parse(_ source: String, allowsExtendedAttributes: Bool = true) -> [MarkdownRun] {
        var parser = MarkdownParser(allowsExtendedAttributes: allowsExtendedAttributes)
        return parser.parse(source)
    }

    private var nextSpanID = 0

    mutating func parse(_ source: String) -> [MarkdownRun] {
        let nodes = inlines(Array(source))
        var runs: [MarkdownRun] = []
        flatten(nodes, into: &runs, base: MarkdownRun(text: ""))
        return Self.merge(runs)
    }

    // MARK: - Nodes

    private indirect enum Node {
        case text(String)
        /// A run of `*`, `_` or `~` that may open or close emphasis (§6.2).
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
        case styled(MarkdownStyle, [Node])
        case link(String, [Node])
        case extended(ExtendedAttributes, [Node])
    }

    private mutating func inlines(_ chars: [Character]) -> [Node] {
        var nodes: [Node] = []
        var text = ""
        func flushText() { if !text.isEmpty { nodes.append(.text(text)); text = "" } }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            // §6.1 Backslash escapes: an escaped ASCII punctuation character is literal.
            if c == "\\", i + 1 < chars.count, Self.isASCIIPunctuation(chars[i + 1]) {
                text.append(chars[i + 1]); i += 2; continue
            }
            // §6.3 Code spans: a backtick string closed by one of the same length.
            if c == "`" {
                var n = 0
                while i + n < chars.count, chars[i + n] == "`" { n += 1 }
                if let close = Self.findBackticks(chars, from: i + n, count: n) {
                    flushText()
                    var content = String(chars[(i + n)..<close]).replacingOccurrences(of: "\n", with: " ")
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = String(content.dropFirst().dropLast())
                    }
                    nodes.append(.styled(.code, [.text(content)]))
                    i = close + n
                } else {
                    text += String(repeating: "`", count: n); i += n
                }
                continue
            }
            // Links `[text](destination)` and Apple's `^[text](attributes)`.
            let isCaret = c == "^" && allowsExtendedAttributes && i + 1 < chars.count && chars[i + 1] == "["
            if c == "[" || isCaret {
                let open = isCaret ? i + 1 : i
                if let close = Self.matchingBracket(chars, open),
                   close + 1 < chars.count, chars[close + 1] == "(",
                   let end = Self.matchingParenthesis(chars, close + 1) {
                    let inner = Array(chars[(open + 1)..<close])
                    let argument = String(chars[(close + 2)..<end])
                    if isCaret {
                        if let attributes = ExtendedAttributeParser.parse(argument) {
                            flushText()
                            nodes.append(.extended(attributes, inlines(inner)))
                            i = end + 1
                            continue
                        }
                    } else {
                        flushText()
                        let destination = argument.trimmingCharacters(in: .whitespaces)
                            .split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
                        nodes.append(.link(destination.trimmingCharacters(in: CharacterSet(charactersIn: "<>")), inlines(inner)))
                        i = end + 1
                        continue
                    }
                }
                text.append(c); i += 1; continue
            }
            // §6.2 Delimiter runs.
            if c == "*" || c == "_" || c == "~" {
                var n = 0
                while i + n < chars.count, chars[i + n] == c { n += 1 }
                let before: Character? = i > 0 ? chars[i - 1] : nil
                let after: Character? = i + n < chars.count ? chars[i + n] : nil
                let left = Self.isLeftFlanking(before: before, after: after)
                let right = Self.isLeftFlanking(before: after, after: before)
                var canOpen = left, canClose = right
                if c == "_" {
                    canOpen = left && (!right || before.map(Self.isPunctuation) == true)
                    canClose = right && (!left || after.map(Self.isPunctuation) == true)
                }
                flushText()
                nodes.append(.delimiter(c, count: n, canOpen: canOpen, canClose: canClose))
                i += n
                continue
            }
            text.append(c); i += 1
        }
        flushText()
        return Self.processEmphasis(nodes)
    }

    /// §6.2 "process emphasis": each closer, left to right, is matched with the nearest opener of
    /// the same character; two delimiters make strong emphasis, one makes emphasis ("rule of 3"
    /// included). `~~` is strikethrough (GitHub Flavored Markdown, §6.5).
    private static func processEmphasis(_ input: [Node]) -> [Node] {
        var nodes = input
        var closerIndex = 0
        while closerIndex < nodes.count {
            guard case .delimiter(let c, let closeCount, let closerOpens, true) = nodes[closerIndex] else {
                closerIndex += 1; continue
            }
            var found: Int?
            var j = closerIndex - 1
            while j >= 0 {
                if case .delimiter(c, let openCount, true, let openerCloses) = nodes[j] {
                    let oddMatch = (closerOpens || openerCloses) && (openCount + closeCount) % 3 == 0
                        && !(openCount % 3 == 0 && closeCount % 3 == 0)
                    let tildeOK = c != "~" || openCount == closeCount
                    if !oddMatch || c == "~", tildeOK { found = j; break }
                }
                j -= 1
            }
            guard let opener = found, case .delimiter(_, let openCount, let oOpen, let oClose) = nodes[opener] else {
                closerIndex += 1; continue
            }
            let used: Int
            let style: MarkdownStyle
            if c == "~" { used = closeCount; style = .strikethrough }
            else if openCount >= 2 && closeCount >= 2 { used = 2; style = .stronglyEmphasized }
            else { used = 1; style = .emphasized }
            let inner = Array(nodes[(opener + 1)..<closerIndex]).map(Self.literalDelimiter)
            var replacement: [Node] = []
            if openCount - used > 0 { replacement.append(.delimiter(c, count: openCount - used, canOpen: oOpen, canClose: oClose)) }
            replacement.append(.styled(style, inner))
            let rest = closeCount - used
            if rest > 0 { replacement.append(.delimiter(c, count: rest, canOpen: closerOpens, canClose: true)) }
            nodes.replaceSubrange(opener...closerIndex, with: replacement)
            closerIndex = opener + (openCount - used > 0 ? 1 : 0) + 1
        }
        return nodes.map(Self.literalDelimiter)
    }

    private static func literalDelimiter(_ node: Node) -> Node {
        if case .delimiter(let c, let count, _, _) = node { return .text(String(repeating: c, count: count)) }
        return node
    }

    private mutating func flatten(_ nodes: [Node], into runs: inout [MarkdownRun], base: MarkdownRun) {
        for node in nodes {
            switch node {
            case .text(let string):
                var run = base
                run.text = string
                runs.append(run)
            case .delimiter(let c, let count, _, _):
                var run = base
                run.text = String(repeating: c, count: count)
                runs.append(run)
            case .styled(let style, let children):
                var inner = base
                inner.style.formUnion(style)
                flatten(children, into: &runs, base: inner)
            case .link(let destination, let children):
                var inner = base
                inner.link = destination
                flatten(children, into: &runs, base: inner)
            case .extended(let attributes, let children):
                var inner = base
                inner.extended = attributes
                inner.spanID = nextSpanID
                nextSpanID += 1
                flatten(children, into: &runs, base: inner)
            }
        }
    }

    /// Joins neighbouring runs with the same attributes.
    static func merge(_ runs: [MarkdownRun]) -> [MarkdownRun] {
        var result: [MarkdownRun] = []
        for run in runs where !run.text.isEmpty {
            if var last = result.last, last.style == run.style, last.link == run.link,
               last.extended == run.extended, last.spanID == run.spanID {
                last.text += run.text
                result[result.count - 1] = last
            } else {
                result.append(run)
            }
        }
        return result
    }

    // MARK: - Character classes (CommonMark §2.1)

    static func isASCIIPunctuation(_ c: Character) -> Bool {
        guard let ascii = c.asciiValue else { return false }
        return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii) || (123...126).contains(ascii)
    }

    static func isPunctuation(_ c: Character) -> Bool {
        isASCIIPunctuation(c) || c.unicodeScalars.allSatisfy { CharacterSet.punctuationCharacters.contains($0) || CharacterSet.symbols.contains($0) }
    }

    static func isWhitespace(_ c: Character) -> Bool { c.isWhitespace }

    /// §6.2: not followed by whitespace, and either not followed by punctuation or preceded by
    /// whitespace or punctuation. (Called with the sides swapped for right-flanking.)
    static func isLeftFlanking(before: Character?, after: Character?) -> Bool {
        guard let after, !isWhitespace(after) else { return false }
        if !isPunctuation(after) { return true }
        guard let before else { return true }
        return isWhitespace(before) || isPunctuation(before)
    }

    static func findBackticks(_ chars: [Character], from start: Int, count: Int) -> Int? {
        var i = start
        while i < chars.count {
            if chars[i] == "`" {
                var n = 0
                while i + n < chars.count, chars[i + n] == "`" { n += 1 }
                if n == count { return i }
                i += n
            } else { i += 1 }
        }
        return nil
    }

    static func matchingBracket(_ chars: [Character], _ open: Int) -> Int? {
        var depth = 0, i = open
        while i < chars.count {
            switch chars[i] {
            case "\\": i += 1
            case "[": depth += 1
            case "]": depth -= 1; if depth == 0 { return i }
            default: break
            }
            i += 1
        }
        return nil
    }

    static func matchingParenthesis(_ chars: [Character], _ open: Int) -> Int? {
        var depth = 0, i = open
        var quote: Character?
        while i < chars.count {
            let c = chars[i]
            if let q = quote {
                if c == "\\" { i += 1 } else if c == q { quote = nil }
            } else {
                switch c {
                case "\\": i += 1
                case "\"": quote = c
                case "(", "{": depth += 1
                case ")", "}": depth -= 1; if depth == 0 && c == ")" { return i }
                default: break
                }
            }
            i += 1
        }
        return nil
    }
}
