/// Text in XML and HTML — the JUnit report, the SVG pictures, the HTML report — escaped once,
/// here: the five characters with a meaning in markup as entities, and the characters XML 1.0
/// does not allow at all (controls other than tab and line breaks: a scenario may print an
/// escape sequence) written out as `\u{1B}`, so that every output parses.
public enum XML {
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) || (0x7F...0x9F).contains(scalar.value):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
