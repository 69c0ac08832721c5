import Foundation

/// An exclusive lock between processes that share a cache (flock(2) on a file under
/// `<cache>/locks/`): two `coursecheck` runs, or a run and `swift test`, wait for one build of a
/// kit or of a scenario instead of making it twice. The kernel releases it when the process ends,
/// however it ends.
enum CacheLock {
    static func withLock<T>(_ cache: CacheStore, _ name: String, _ body: () throws -> T) rethrows -> T {
        let folder = cache.root.appendingPathComponent("locks")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fd = open(folder.appendingPathComponent(name).path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0, errno == EINTR {}
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
