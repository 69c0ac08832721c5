import Foundation

/// The user IDs runs take when the harness is root: each run one no other run has, so that runs
/// cannot touch each other's folders (each is the run's own, mode 700) and RLIMIT_NPROC counts
/// the run's own tasks and nothing else (fork(2): the limit is per real user ID, and root is
/// exempt from it).
///
/// They come from 1879048192…1879113727, the first 65,536 IDs of the range systemd's table of UID
/// ranges lists as unused (1879048192…2147483647, https://systemd.io/UIDS-GIDS/), skipping any ID
/// the machine's user database knows. One harness takes them in turn from a random start, so two
/// harnesses at once share an ID only by a 1-in-65,536 chance per pair of runs. A machine that
/// cannot switch to them (a container with a narrower UID mapping) falls back to `nobody`.
struct RunUsers: Sendable {
    static let first: uid_t = 1_879_048_192
    static let count: UInt32 = 65536
    static let nobody: uid_t = 65534

    /// Whether runs share `nobody` (a machine that refused the range).
    let sharesNobody: Bool

    private static let next = Locked(UInt32.random(in: 0..<count))

    /// The next user ID for a run.
    func take() -> uid_t {
        if sharesNobody { return Self.nobody }
        while true {
            let offset = Self.next.withLock { value -> UInt32 in defer { value = (value + 1) % Self.count }; return value }
            let uid = Self.first + uid_t(offset)
            if !Self.isKnown(uid) { return uid }
        }
    }

    /// Whether the machine's user database has a user with this ID.
    static func isKnown(_ uid: uid_t) -> Bool {
        var record = passwd()
        var found: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        return getpwuid_r(uid, &record, &buffer, buffer.count, &found) == 0 && found != nil
    }
}
