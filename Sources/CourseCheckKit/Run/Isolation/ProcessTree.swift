import Foundation

/// The processes under one process, read from `/proc/<pid>/stat` (field 4 is the parent's pid,
/// proc(5)): how the harness tells, at a time-out, that a run had as many processes as its
/// limit allows (a fork bomb), since a refused fork leaves no other trace.
enum ProcessTree {
    /// `root` and every process under it: the processes RLIMIT_NPROC counts for a sandbox, since
    /// `unshare` moves itself into the user namespace it makes.
    static func count(from root: pid_t) -> Int {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
        var children: [pid_t: [pid_t]] = [:]
        for entry in entries {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { continue }
            // `pid (comm) state ppid …`: comm may hold spaces and parentheses, so read after the last `)`.
            let fields = stat[close.upperBound...].split(separator: " ")
            guard fields.count > 1, let parent = pid_t(fields[1]) else { continue }
            children[parent, default: []].append(pid)
        }
        var count = 1
        var queue = children[root] ?? []
        while let next = queue.popLast() {
            count += 1
            queue += children[next] ?? []
        }
        return count
    }
}
