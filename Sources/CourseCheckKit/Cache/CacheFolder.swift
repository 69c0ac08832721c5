import Foundation

/// The cache's folder made and tried before any work, so that a cache the harness cannot use (a
/// file where the folder should be, a read-only or full disk, a folder of someone else's) is one
/// usage error in plain words, not a failed compile per scenario in Foundation's codes.
extension CacheStore {
    /// Makes the folder if it is missing and writes and removes a small file in it.
    /// - Parameter variable: the environment variable that named the folder, for the message.
    /// Throws `HarnessError`.
    public func prepare(named variable: String? = nil) throws {
        let said = variable.map { "the cache (\($0)=\(root.path))" } ?? "the cache \(root.path)"
        var info = stat()
        if stat(root.path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR {
            throw HarnessError("\(said) is a file, not a folder: name a folder, or remove the file")
        }
        if let code = Self.makeFolders(root.path) { throw HarnessError("cannot make \(said): \(Self.plainWords(errno: code))") }
        let probe = root.appendingPathComponent(".probe-\(UUID().uuidString)")
        let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw HarnessError("cannot write in \(said): \(Self.plainWords(errno: errno))") }
        let byte: [UInt8] = [0x0A]
        let wrote = Glibc.write(descriptor, byte, 1)
        let writeError = errno
        close(descriptor)
        unlink(probe.path)
        guard wrote == 1 else { throw HarnessError("cannot write in \(said): \(Self.plainWords(errno: writeError))") }
    }

    /// Whether the cache can still be written (after a check in which scenarios could not be
    /// compiled or run: a disk that filled up meanwhile is the harness's error, not theirs).
    public func stillWritable() -> HarnessError? {
        do { try prepare(); return nil } catch let error as HarnessError { return error } catch { return HarnessError("\(error)") }
    }

    /// `mkdir -p`, with the errno of the first folder that could not be made (nil: made, or there).
    static func makeFolders(_ path: String) -> Int32? {
        var made = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            made += "/" + component
            if mkdir(made, 0o755) != 0, errno != EEXIST { return errno }
        }
        var info = stat()
        guard stat(made, &info) == 0 else { return errno }
        return info.st_mode & S_IFMT == S_IFDIR ? nil : ENOTDIR
    }

    /// What an errno means, in words a user acts on.
    static func plainWords(errno code: Int32) -> String {
        switch code {
        case EROFS: "the disk is read-only"
        case ENOSPC, EDQUOT: "the disk is full"
        case EACCES, EPERM: "permission denied (the folder is not yours to write)"
        case ENOTDIR: "a part of the path is a file, not a folder"
        case ENAMETOOLONG: "the path is too long"
        case ELOOP: "the path loops through links"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// The same for an error Foundation threw around one (`Code=642`, `Code=512`).
    static func plainWords(_ error: any Error) -> String {
        var current: NSError? = error as NSError
        while let error = current {
            if error.domain == NSPOSIXErrorDomain { return plainWords(errno: Int32(error.code)) }
            switch error.code {
            case NSFileWriteVolumeReadOnlyError: return plainWords(errno: EROFS)
            case NSFileWriteOutOfSpaceError: return plainWords(errno: ENOSPC)
            case NSFileWriteNoPermissionError: return plainWords(errno: EACCES)
            default: current = error.userInfo[NSUnderlyingErrorKey] as? NSError
            }
        }
        return "\(error)"
    }
}
