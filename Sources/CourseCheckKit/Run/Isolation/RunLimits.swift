import Foundation

/// The resource limits a compile or a run is held to, set with `setrlimit` in the child (through
/// util-linux's `prlimit`, since `posix_spawn` cannot set them), each named in the report when hit.
public struct RunLimits: Sendable, Codable, Equatable {
    /// RLIMIT_AS: the address space.
    public var memoryBytes: UInt64
    /// RLIMIT_NPROC: processes of the run's user (root is exempt: see `Sandbox`).
    public var processes: Int
    /// RLIMIT_FSIZE: the largest file it may write.
    public var fileSizeBytes: UInt64
    /// RLIMIT_CPU: CPU seconds of each process.
    public var cpuSeconds: Int

    /// A scenario's run. 2 GiB of memory is issue 13's own example ("stopped: memory limit of 2 GiB
    /// reached"). The rest have no source: generous for a SwiftUI screen's run (the course's runs
    /// use one or two processes, files of a few KiB, and under 5 CPU seconds) and small enough that
    /// a runaway stops long before it hurts the machine.
    public static let run = RunLimits(memoryBytes: 2 << 30, processes: 64, fileSizeBytes: 64 << 20, cpuSeconds: 60)
    /// A scenario's compile: no source; swift-frontend reserves a lot of address space, so the
    /// memory limit is 8 GiB; the CPU limit is the compile's 300 s time limit twice over.
    public static let compile = RunLimits(memoryBytes: 8 << 30, processes: 256, fileSizeBytes: 1 << 30, cpuSeconds: 600)

    /// `prlimit`'s options: soft and hard limits alike, but CPU time's hard limit a second later,
    /// so that the soft one sends SIGXCPU (which names it) before the hard one's SIGKILL.
    var prlimitOptions: [String] {
        ["--as=\(memoryBytes)", "--nproc=\(processes)", "--fsize=\(fileSizeBytes)", "--cpu=\(cpuSeconds):\(cpuSeconds + 1)"]
    }

    /// `2 GiB`, `64 MiB`, `512 KiB`.
    static func bytes(_ value: UInt64) -> String {
        for (unit, size) in [("GiB", UInt64(1) << 30), ("MiB", UInt64(1) << 20), ("KiB", UInt64(1) << 10)] where value >= size && value % size == 0 {
            return "\(value / size) \(unit)"
        }
        return "\(value) bytes"
    }

    public var description: String {
        "memory \(Self.bytes(memoryBytes)), \(processes) processes, files of \(Self.bytes(fileSizeBytes)), \(cpuSeconds) s of CPU"
    }

    /// The sentence the report gives for each limit when it is hit.
    enum Hit: String, Sendable, Codable {
        case memory, processes, fileSize, cpu
    }

    func stopped(by hit: Hit) -> String {
        switch hit {
        case .memory: "stopped: memory limit of \(Self.bytes(memoryBytes)) reached"
        case .processes: "stopped: process limit of \(processes) reached"
        case .fileSize: "stopped: file size limit of \(Self.bytes(fileSizeBytes)) reached"
        case .cpu: "stopped: CPU time limit of \(cpuSeconds) s reached"
        }
    }
}
