import Foundation

/// A file's path, size, modification and status-change times (to the nanosecond) and inode: what
/// tells that a file has not changed without reading it, as build tools and git's index do. An
/// edit that keeps the size and puts the modification time back (`touch -d`) still changes the
/// status-change time, which no call but the kernel's own can set (stat(2), `st_ctime`); a file
/// replaced by another has another inode. Used only to find a result already computed from the
/// file's contents (a kit's key, the compiler's version, a verified cache entry), never as a
/// cache key of its own.
enum FileStamp {
    static func of(_ file: URL) -> String {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return "\(file.path) missing" }
        return "\(file.path) \(fields(info))"
    }

    /// `size mtime ctime inode`.
    static func fields(_ info: stat) -> String {
        "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec) \(info.st_ino)"
    }
}
