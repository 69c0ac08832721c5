/// How report lines quote text, the model's and the harness's alike: the one encoder and its
/// decoders.
public enum ReportQuoting {
    /// Double-quoted, with `"`, `\` and line breaks and tabs escaped: `say "hi"` → `"say \"hi\""`.
    public static func quote(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// The text of one quoted token (`"a \"b\""` → `a "b"`); nil when the token is not quoted.
    public static func unquote(_ token: some StringProtocol) -> String? {
        guard token.count >= 2, token.hasPrefix("\""), token.hasSuffix("\"") else { return nil }
        return decode(token.dropFirst().dropLast())
    }

    /// Every quoted run of `text` decoded and its quotes dropped, the rest kept:
    /// `systemName: "heart"` → `systemName: heart`.
    public static func plain(_ text: some StringProtocol) -> String {
        var result = ""
        var inQuotes = false
        var escaped = false
        for character in text {
            if escaped {
                result.append(escapedCharacter(character))
                escaped = false
            } else if character == "\\", inQuotes {
                escaped = true
            } else if character == "\"" {
                inQuotes.toggle()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether a value must be quoted to stay one token of a report line.
    public static func needsQuotes(_ value: String) -> Bool {
        value.isEmpty || value.contains { $0 == " " || $0 == "\"" || $0 == "\\" || $0 == "\n" || $0 == "\t" }
    }

    private static func decode(_ body: some StringProtocol) -> String {
        var result = ""
        var escaped = false
        for character in body {
            if escaped {
                result.append(escapedCharacter(character))
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func escapedCharacter(_ character: Character) -> Character {
        switch character {
        case "n": "\n"
        case "t": "\t"
        default: character
        }
    }
}
