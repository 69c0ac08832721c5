import Foundation

/// Writes a file of the checkout in one step: the text goes to a temporary file beside it, then
/// `rename(2)` puts it in place, so whenever the process is stopped the file is whole or absent.
/// The temporary file's name ends in `.new`, which the checkout's .gitignore ignores (Foundation's
/// own atomic write leaves a `.<name>.XXXXXX` that `git status` shows when it is killed).
enum AtomicFile {
    static func write(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp.new")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8)) else {
            throw HarnessError("cannot write \(temporary.path)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw HarnessError("cannot move \(temporary.lastPathComponent) to \(url.path): \(reason)")
        }
    }
}
