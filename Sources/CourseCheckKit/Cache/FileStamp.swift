import Foundation

/// A file's path, size and modification time (to the nanosecond): what tells that a file has not
/// changed without reading it, as build tools and git's index do. Used only to find a result
/// already computed from the file's contents (a kit's key, the compiler's version), never as a
/// cache key of its own.
enum FileStamp {
    static func of(_ file: URL) -> String {
        var info = stat()
        guard stat(file.path, &info) == 0 else { return "\(file.path) missing" }
        return "\(file.path) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }
}
