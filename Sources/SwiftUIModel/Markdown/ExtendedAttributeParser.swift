import Foundation

/// Reads the parentheses of `^[text](…)`. Apple documents them as JSON5 without the outer braces:
/// `inflect: true`, `agreeWithArgument: 1`, `inflectionAlternative: "…"`,
/// `morphology: { number: "plural", grammaticalGender: "feminine" }` (Foundation, "Apple Markdown
/// extended attributes"). Keys may be bare identifiers or quoted; values are booleans, numbers,
/// strings or objects. Anything else makes the parentheses unreadable, and the text stays as typed.
struct ExtendedAttributeParser {
    private var chars: [Character]
    private var i = 0

    static func parse(_ source: String) -> ExtendedAttributes? {
        var parser = ExtendedAttributeParser(chars: Array(source))
        guard let object = parser.members(until: nil) else { return nil }
        parser.skipSpace()
        return parser.i == parser.chars.count ? object : nil
    }

    private mutating func skipSpace() { while i < chars.count, chars[i].isWhitespace { i += 1 } }

    private mutating func members(until close: Character?) -> ExtendedAttributes? {
        var values: [(key: String, value: ExtendedValue)] = []
        skipSpace()
        while i < chars.count, chars[i] != close {
            guard let key = key() else { return nil }
            skipSpace()
            guard i < chars.count, chars[i] == ":" else { return nil }
            i += 1
            guard let value = value() else { return nil }
            values.append((key, value))
            skipSpace()
            if i < chars.count, chars[i] == "," { i += 1; skipSpace() } else { break }
        }
        return ExtendedAttributes(values: values)
    }

    private mutating func key() -> String? {
        skipSpace()
        if i < chars.count, chars[i] == "\"" || chars[i] == "'" { return string() }
        var name = ""
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "$" {
            name.append(chars[i]); i += 1
        }
        return name.isEmpty ? nil : name
    }

    private mutating func string() -> String? {
        let quote = chars[i]
        i += 1
        var result = ""
        while i < chars.count, chars[i] != quote {
            if chars[i] == "\\", i + 1 < chars.count {
                i += 1
                switch chars[i] {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(chars[i])
                }
            } else {
                result.append(chars[i])
            }
            i += 1
        }
        guard i < chars.count else { return nil }
        i += 1
        return result
    }

    private mutating func value() -> ExtendedValue? {
        skipSpace()
        guard i < chars.count else { return nil }
        let c = chars[i]
        if c == "\"" || c == "'" { return string().map(ExtendedValue.string) }
        if c == "{" {
            i += 1
            guard let object = members(until: "}") else { return nil }
            skipSpace()
            guard i < chars.count, chars[i] == "}" else { return nil }
            i += 1
            return .object(object)
        }
        var word = ""
        while i < chars.count, !chars[i].isWhitespace, chars[i] != ",", chars[i] != "}" {
            word.append(chars[i]); i += 1
        }
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default: return Double(word).map(ExtendedValue.number)
        }
    }
}
