import Foundation

/// What this process and the processes it waited for have cost so far (`getrusage`): the figures
/// `coursecheck --timings` prints, so that the harness's own share of a run can be measured.
public struct ResourceUsage: Sendable {
    /// CPU time (user + system) of this process: the harness itself, every thread.
    public var ownCPUSeconds: Double
    /// CPU time of the children that have ended: the compilers and the scenarios.
    public var childrenCPUSeconds: Double
    /// The largest resident set this process had, in bytes.
    public var ownPeakBytes: Int
    /// The largest resident set of any one child that has ended, in bytes.
    public var childPeakBytes: Int

    public static func now() -> ResourceUsage {
        var own = rusage(), children = rusage()
        getrusage(RUSAGE_SELF.rawValue, &own)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        func seconds(_ usage: rusage) -> Double {
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        // Linux gives ru_maxrss in kilobytes.
        return ResourceUsage(ownCPUSeconds: seconds(own), childrenCPUSeconds: seconds(children),
                             ownPeakBytes: own.ru_maxrss * 1024, childPeakBytes: children.ru_maxrss * 1024)
    }

    /// One line for people and scripts: `timings: wall=12.3s harness-cpu=0.4s (3.2% of wall) …`.
    public func line(wallSeconds: Double) -> String {
        let share = wallSeconds > 0 ? ownCPUSeconds / wallSeconds * 100 : 0
        return String(format: "timings: wall=%.2fs harness-cpu=%.2fs (%.1f%% of wall) children-cpu=%.2fs harness-peak=%.0fMB child-peak=%.0fMB",
                      wallSeconds, ownCPUSeconds, share, childrenCPUSeconds,
                      Double(ownPeakBytes) / 1_048_576, Double(childPeakBytes) / 1_048_576)
    }
}
