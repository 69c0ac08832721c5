/// Spaces and tabs trimmed from both ends, in plain Swift: Foundation's
/// `trimmingCharacters(in: .whitespaces)` bridges through NSString on Linux, and the harness
/// trims every line of every header, expected file and observed section (a header of a
/// megabyte took five seconds). The same characters: Unicode's space separators and the tab.
extension StringProtocol {
    var trimmingSpaces: String {
        // Most lines start and end with a visible ASCII character: nothing to look at.
        let text = Substring(self)
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return String(text) }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || ($0.isWhitespace && !$0.isNewline) }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
