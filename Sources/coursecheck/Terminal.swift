import CourseCheckKit
import Foundation

/// Standard error, and whether it is a terminal (progress on one line) or a log (a line each).
/// What was printed on standard output goes out first, so that under `2>&1` a note never lands in
/// the middle of a line of the report.
enum Terminal {
    static func error(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    static var isInteractive: Bool { isatty(STDERR_FILENO) == 1 && !Configuration.current.ci }

    /// Rewrites the current line (a terminal only).
    static func status(_ text: String) {
        fflush(nil)
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + text).utf8))
    }

    static func clearStatus() {
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}

/// What is done and what is left, while a long check runs: `12/77 · 34 s` on one line in a
/// terminal (each scenario that does not pass printed above it), a line per scenario in a log.
final class Progress: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var done = 0
    private let start = Date()
    private let interactive = Terminal.isInteractive

    init(total: Int) { self.total = total }

    func finished(_ outcome: ScenarioOutcome) {
        lock.lock(); defer { lock.unlock() }
        done += 1
        let elapsed = String(format: "%.0f s", Date().timeIntervalSince(start))
        let line = TextReport.progressLine(outcome)
        if interactive {
            if !outcome.verdict.isSuccess { Terminal.clearStatus(); Terminal.error(line) }
            Terminal.status("\(done)/\(total) · \(elapsed) · \(line)")
            if done == total { Terminal.clearStatus() }
        } else {
            Terminal.error("\(line)  (\(done)/\(total), \(elapsed))")
        }
    }
}
