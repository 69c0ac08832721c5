/// Control characters made visible: what a program prints (or a file's name holds) reaches the
/// report as text, never as a terminal's escape sequence, a carriage return that hides the line
/// before it, or a line break that starts a CI workflow command of its own. `ESC[31m` is shown
/// as `\u{1B}[31m`, Swift's own spelling; a tab is left as it is.
public enum ControlCharacters {
    /// C0 controls but the tab, DEL, and the C1 controls (Unicode's general category Cc).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
