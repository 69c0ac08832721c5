/// How report lines quote text, the model's and the harness's alike — and how the harness writes
/// a string literal into the Swift it generates (`CourseTestSource`), since the escapes are
/// Swift's: the one encoder and its decoders.
public enum ReportQuoting {
    /// Double-quoted, with `"`, `\`, line breaks, tabs and other control characters escaped as
    /// Swift escapes them: `say "hi"` → `"say \"hi\""`, a bell → `"\u{7}"`.
    public static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The text of one quoted token (`"a \"b\""` → `a "b"`); nil when the token is not quoted.
    public static func unquote(_ token: some StringProtocol) -> String? {
        guard token.count >= 2, token.hasPrefix("\""), token.hasSuffix("\"") else { return nil }
        return decode(token.dropFirst().dropLast(), keepingQuotes: true)
    }

    /// Every quoted run of `text` decoded and its quotes dropped, the rest kept:
    /// `systemName: "heart"` → `systemName: heart`.
    public static func plain(_ text: some StringProtocol) -> String {
        decode(text, keepingQuotes: false)
    }

    /// Whether a value must be quoted to stay one token of a report line.
    public static func needsQuotes(_ value: String) -> Bool {
        value.isEmpty || value.unicodeScalars.contains { $0 == " " || $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Escapes decoded: in the whole text (`keepingQuotes`, the inside of one quoted token), or
    /// only inside its quoted runs, whose quotes are dropped.
    private static func decode(_ text: some StringProtocol, keepingQuotes: Bool) -> String {
        var result = String.UnicodeScalarView()
        var inQuotes = keepingQuotes
        var rest = Substring(text).unicodeScalars[...]
        while let scalar = rest.popFirst() {
            if scalar == "\\", inQuotes, let next = rest.popFirst() {
                switch next {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "u" where rest.first == "{":
                    let digits = rest.dropFirst().prefix { $0 != "}" }
                    if let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let decoded = Unicode.Scalar(value),
                       rest.dropFirst(digits.count + 1).first == "}" {
                        result.append(decoded)
                        rest = rest.dropFirst(digits.count + 2)
                    } else {
                        result.append(next)
                    }
                default: result.append(next)
                }
            } else if scalar == "\"", !keepingQuotes {
                inQuotes.toggle()
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
