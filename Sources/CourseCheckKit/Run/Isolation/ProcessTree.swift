import Foundation

/// The machine's processes as `/proc` shows them at one moment (proc(5)): each one's parent, owner
/// and number of tasks (threads). How the harness tells that a run holds as many tasks as its
/// process limit allows (a fork or thread bomb: a refused fork leaves no other trace), and which
/// of its processes to ask how long they waited for a CPU.
struct ProcessTree {
    struct Entry {
        var parent: pid_t
        /// The owner of `/proc/<pid>`: the process's effective user.
        var user: uid_t
        var tasks: Int
        /// CPU time it used, in clock ticks (fields 14 and 15: user and system).
        var cpuTicks: UInt64
    }

    var entries: [pid_t: Entry] = [:]
    var children: [pid_t: [pid_t]] = [:]

    /// Reads `/proc/<pid>/stat` of every process, or of those `owners` own (and the pids in
    /// `including`): field 4 is the parent's pid, fields 14 and 15 its CPU time, field 20 its
    /// number of threads; `comm` (field 2) may hold spaces and parentheses, so fields are read
    /// after its last `)`. Raw reads, and only of the owners' processes when given: this runs
    /// every tenth of a second while a scenario's program runs.
    static func now(owners: Set<uid_t>? = nil, including: Set<pid_t> = []) -> ProcessTree {
        var tree = ProcessTree()
        guard let directory = opendir("/proc") else { return tree }
        defer { closedir(directory) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name) else { continue }
            var info = stat()
            guard stat("/proc/\(name)", &info) == 0 else { continue }
            if let owners, !owners.contains(info.st_uid), !including.contains(pid) { continue }
            guard let read = read(pid, into: &buffer, owner: info.st_uid) else { continue }
            tree.entries[pid] = read
            tree.children[read.parent, default: []].append(pid)
        }
        return tree
    }

    /// One process's entry, or nil when it is gone.
    static func entry(of pid: pid_t) -> Entry? {
        var info = stat()
        var buffer = [UInt8](repeating: 0, count: 1024)
        guard stat("/proc/\(pid)", &info) == 0 else { return nil }
        return read(pid, into: &buffer, owner: info.st_uid)
    }

    private static func read(_ pid: pid_t, into buffer: inout [UInt8], owner: uid_t) -> Entry? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 17, let parent = pid_t(String(decoding: fields[1], as: UTF8.self)),
              let tasks = Int(String(decoding: fields[17], as: UTF8.self)),
              let user = UInt64(String(decoding: fields[11], as: UTF8.self)),
              let system = UInt64(String(decoding: fields[12], as: UTF8.self)) else { return nil }
        return Entry(parent: parent, user: owner, tasks: tasks, cpuTicks: user + system)
    }

    /// The tasks of every process `user` owns: what RLIMIT_NPROC counts for a user no other
    /// process has (a run's user ID of its own).
    func tasks(ofUser user: uid_t) -> Int {
        entries.values.reduce(0) { $0 + ($1.user == user ? $1.tasks : 0) }
    }

    /// `root` and every process under it.
    func descendants(of root: pid_t) -> [pid_t] {
        guard entries[root] != nil else { return [] }
        var found = [root]
        var queue = children[root] ?? []
        while let next = queue.popLast() {
            found.append(next)
            queue += children[next] ?? []
        }
        return found
    }

    /// The tasks (threads included) under `root`, of `user` only when given: what RLIMIT_NPROC
    /// counts for a run whose user no other process has (a user ID of its own, or the root of a
    /// user namespace of its own, which `unshare` moves itself into), since the limit counts the
    /// tasks of a user.
    func tasks(under root: pid_t, user: uid_t?) -> Int {
        descendants(of: root).reduce(0) { total, pid in
            guard let entry = entries[pid], user == nil || entry.user == user else { return total }
            return total + entry.tasks
        }
    }

    /// The program a sandbox's supervisor started: the only child of `root`'s only child once
    /// the supervisor said `ready` (before, its children are its `mount`s).
    func supervisedProgram(of root: pid_t) -> pid_t? {
        children[root]?.first.flatMap { children[$0]?.first }
    }

    /// The kernel's clock ticks per second (`sysconf(_SC_CLK_TCK)`), the unit of CPU times in
    /// `/proc/<pid>/stat`.
    static let ticksPerSecond = Double(max(sysconf(Int32(_SC_CLK_TCK)), 1))

    /// Whether every thread of `pid` is asleep waiting for something (state `S`, proc(5)):
    /// neither running nor waiting for a CPU, nor in an uninterruptible wait (loading its
    /// libraries from disk).
    static func isAsleep(_ pid: pid_t) -> Bool {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"), !threads.isEmpty else { return false }
        return threads.allSatisfy { thread in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return false }
            return stat[close.upperBound...].split(separator: " ").first == "S"
        }
    }
}
