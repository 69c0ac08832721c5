import Foundation

/// How scenario and expected files are read: UTF-8, with a byte-order mark dropped and Windows
/// line endings (CRLF) read as plain ones, so that a file saved by another editor means the same;
/// a file that is not UTF-8 is named as such, with the line of its first bad byte.
enum TextFile {
    static func decode(_ data: Data, path: String) throws -> String {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw ScenarioError(path: path, line: firstInvalidLine(bytes), message: "the file is not UTF-8 text (save it as UTF-8)")
        }
        return text.contains("\r") ? text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : text
    }

    /// The line of the first byte sequence that is not UTF-8.
    static func firstInvalidLine(_ data: Data) -> Int {
        var line = 1
        var lineStart = data.startIndex
        for index in data.indices where data[index] == 0x0A {
            if String(data: data[lineStart..<index], encoding: .utf8) == nil { return line }
            line += 1
            lineStart = data.index(after: index)
        }
        return line
    }

    /// Reads a file of the checkout at `root` (`CheckoutFiles`: never one that resolves outside
    /// it, nor one past `InputLimits.fileBytes`); nil when there is none.
    static func read(_ url: URL, root: URL, path: String) throws -> String? {
        guard let data = try CheckoutFiles.read(url, root: root, path: path) else { return nil }
        return try decode(data, path: path)
    }
}
