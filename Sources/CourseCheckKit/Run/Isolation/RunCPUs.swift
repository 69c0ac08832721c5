import Foundation

/// The CPUs runs are pinned to, one run to one CPU in turn (`taskset`, `Sandbox`): those the
/// harness may run on (its affinity, `Cpus_allowed_list` in `/proc/self/status`), not CPU 0 up to
/// the count, which a container limited to other CPUs refuses. Each harness starts its turn at a
/// CPU chosen by its process ID, so harnesses that run side by side (parallel test processes, CI
/// shards) do not all put their first runs on the same CPU.
struct RunCPUs: Sendable {
    let allowed: [Int]
    private let next: Locked<Int>

    init(allowed: [Int], start: Int) {
        self.allowed = allowed
        next = Locked(allowed.isEmpty ? 0 : start % allowed.count)
    }

    /// The harness's own: its affinity, or nil where the kernel does not say.
    static let current: RunCPUs? = {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }),
              let cpus = parseList(String(line.dropFirst("Cpus_allowed_list:".count))) else { return nil }
        return RunCPUs(allowed: cpus, start: Int(getpid()))
    }()

    /// The CPU for the next run.
    func take() -> Int {
        next.withLock { index -> Int in
            defer { index = (index + 1) % allowed.count }
            return allowed[index]
        }
    }

    /// A kernel CPU list (`0-3,8,10-11`) as CPU numbers; nil when it is not one.
    static func parseList(_ text: String) -> [Int]? {
        var cpus: [Int] = []
        for part in text.trimmingCharacters(in: .whitespaces).split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            switch bounds.count {
            case 1:
                guard let cpu = bounds[0] else { return nil }
                cpus.append(cpu)
            case 2:
                guard let low = bounds[0], let high = bounds[1], low <= high else { return nil }
                cpus += Array(low...high)
            default:
                return nil
            }
        }
        return cpus
    }
}
