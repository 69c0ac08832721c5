import Foundation

/// How the harness reads a file on a scenario's behalf (a lesson, an expected file, an asset, the
/// claims catalog): only where the file really is inside the checkout, links and `..` followed
/// first, and only what the checkout's owner could read. The harness may run as root (a
/// container, CI); a link in a lesson to `/etc/shadow` must not hand its author a line of it in
/// an error message. A refused file is never opened.
enum CheckoutFiles {
    /// The path with every link and `..` resolved (realpath(3)); nil when it does not resolve
    /// (missing, a link to nowhere, a folder on the way that cannot be searched).
    static func resolved(_ url: URL) -> String? {
        guard let pointer = realpath(url.path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether `url` is a symbolic link (not followed).
    static func isLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Why the harness refuses to read `url`, or nil when it may (or when there is nothing there:
    /// the caller reports a missing file).
    /// - Parameter folder: the folder it must resolve inside (default: the checkout).
    /// - Parameter what: the kind of file, for the message (`the file`, `the lesson folder`).
    static func refusal(_ url: URL, root: URL, inside folder: URL? = nil, what: String = "the file") -> String? {
        let boundary = folder ?? root
        guard let real = resolved(url) else {
            return isLink(url) ? "\(what) is a link that does not resolve to a file in the checkout" : nil
        }
        let inside = resolved(boundary) ?? boundary.standardizedFileURL.path
        guard real == inside || real.hasPrefix(inside.hasSuffix("/") ? inside : inside + "/") else {
            let place = folder == nil ? "the checkout" : ScenarioLoader.relative(boundary, to: root)
            return "\(what) resolves to \(real), outside \(place): a scenario's files must be in \(place) (copy the file in rather than linking to it)"
        }
        if let owner = checkoutOwner(root), !ownerCanRead(real, owner: owner) {
            return "\(what) cannot be read by the checkout's owner (uid \(owner.uid)), so the harness does not read it either"
        }
        return nil
    }

    /// Reads a file the harness reads on a scenario's behalf; nil when there is none.
    /// Throws `ScenarioError` (at `path`, line 1) when it is refused or larger than `limit`.
    static func read(_ url: URL, root: URL, path: String, inside folder: URL? = nil, limit: Int = InputLimits.fileBytes) throws -> Data? {
        if let refusal = refusal(url, root: root, inside: folder) { throw ScenarioError(path: path, line: 1, message: refusal) }
        if let size = InputLimits.oversize(url, limit: limit) {
            throw ScenarioError(path: path, line: 1, message: "the file is \(String(format: "%.1f", Double(size) / 1_048_576)) MiB; the harness reads files of up to \(InputLimits.size(limit)) (docs/SCENARIOS.md, \"Limits\")")
        }
        return FileManager.default.contents(atPath: url.path)
    }

    /// The checkout's owner, when the harness runs as root for someone else: whose reading rights
    /// the harness keeps to. Nil when the harness runs as that user (the kernel then decides) or
    /// the checkout is root's own.
    static func checkoutOwner(_ root: URL) -> (uid: uid_t, gid: gid_t)? {
        guard geteuid() == 0 else { return nil }
        var info = stat()
        guard stat(root.path, &info) == 0, info.st_uid != 0 else { return nil }
        return (info.st_uid, info.st_gid)
    }

    /// Whether the owner may read the file, by its permission bits (access(2)'s rule for a user
    /// who is not root).
    static func ownerCanRead(_ path: String, owner: (uid: uid_t, gid: gid_t)) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        if info.st_uid == owner.uid { return info.st_mode & S_IRUSR != 0 }
        if info.st_gid == owner.gid { return info.st_mode & S_IRGRP != 0 }
        return info.st_mode & S_IROTH != 0
    }
}
