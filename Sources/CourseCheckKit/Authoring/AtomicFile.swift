import Foundation

/// Writes a file of the checkout in one step: the text goes to a temporary file beside it, then
/// `rename(2)` puts it in place, so whenever the process is stopped the file is whole or absent.
/// The temporary file's name ends in `.new`, which the checkout's .gitignore ignores. Foundation's
/// own atomic writes (`write(to:options: .atomic)`, and `FileManager.createFile`, which uses it
/// on Linux) leave a `.dat.nosync…` file that `git status` shows when the process is killed (the
/// fault test found one), so the temporary file is written with POSIX calls.
enum AtomicFile {
    static func write(_ text: String, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp.new")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw HarnessError("cannot write \(temporary.path): \(String(cString: strerror(errno)))") }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else {
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary.path)
                throw HarnessError("cannot write \(temporary.path): \(reason)")
            }
            bytes = bytes.dropFirst(written)
        }
        close(fd)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw HarnessError("cannot move \(temporary.lastPathComponent) to \(url.path): \(reason)")
        }
    }
}
