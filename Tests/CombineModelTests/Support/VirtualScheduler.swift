@testable import CombineModel

/// A scheduler with its own time, moved by the test, that records every call the operators make
/// on it: the model's counterpart of OpenCombine's VirtualTimeScheduler (its minimum tolerance is
/// 7 nanoseconds, as that one's is).
final class VirtualScheduler: Scheduler {
    struct Time: Strideable, Hashable, Comparable, CustomStringConvertible {
        var nanoseconds: Int64
        func distance(to other: Time) -> Stride { Stride(_nanoseconds: other.nanoseconds - nanoseconds) }
        func advanced(by n: Stride) -> Time { Time(nanoseconds: nanoseconds + n._nanoseconds) }
        static func < (a: Time, b: Time) -> Bool { a.nanoseconds < b.nanoseconds }
        var description: String { "\(nanoseconds)" }
        static func nanoseconds(_ value: Int64) -> Time { Time(nanoseconds: value) }
        static func seconds(_ value: Int64) -> Time { Time(nanoseconds: value * 1_000_000_000) }
    }

    struct Stride: _NanosecondStride, CustomStringConvertible {
        let _nanoseconds: Int64
        init(_nanoseconds: Int64) { self._nanoseconds = _nanoseconds }
        var description: String { "\(_nanoseconds)" }
    }

    enum Options: Equatable { case nontrivial }

    typealias SchedulerTimeType = Time
    typealias SchedulerOptions = Options

    private(set) var history: [String] = []
    private var current = Time(nanoseconds: 0)
    private var queue: [(time: Time, order: Int, action: () -> Void, token: Token?)] = []
    private var counter = 0

    final class Token: Cancellable {
        private(set) var isCancelled = false
        let cancellable: Bool
        init(cancellable: Bool) { self.cancellable = cancellable }
        func cancel() { if cancellable { isCancelled = true } }
    }

    /// Whether the timers it hands out can be cancelled (OpenCombine's "bad scheduler" cannot).
    private let timersCancellable: Bool

    init(cancellable: Bool = true) { timersCancellable = cancellable }

    var now: Time {
        history.append("now")
        return current
    }

    var minimumTolerance: Stride {
        history.append("minimumTolerance")
        return Stride(_nanoseconds: 7)
    }

    /// The dates of the actions waiting to run.
    var scheduledDates: [Int64] { queue.sorted { ($0.time, $0.order) < ($1.time, $1.order) }.map(\.time.nanoseconds) }

    func schedule(options: Options?, _ action: @escaping () -> Void) {
        history.append("schedule(options: \(describe(options)))")
        enqueue(at: current, action, token: nil)
    }

    func schedule(after date: Time, tolerance: Stride, options: Options?, _ action: @escaping () -> Void) {
        history.append("scheduleAfter(\(date), tolerance: \(tolerance), options: \(describe(options)))")
        enqueue(at: date, action, token: nil)
    }

    func schedule(after date: Time, interval: Stride, tolerance: Stride, options: Options?,
                  _ action: @escaping () -> Void) -> Cancellable {
        history.append("scheduleAfter(\(date), interval: \(interval), tolerance: \(tolerance), options: \(describe(options)))")
        let token = Token(cancellable: timersCancellable)
        enqueue(at: date, repeating: interval, action, token: token)
        return token
    }

    private func describe(_ options: Options?) -> String { options.map { "\($0)" } ?? "nil" }

    private func enqueue(at date: Time, repeating interval: Stride? = nil, _ action: @escaping () -> Void, token: Token?) {
        counter += 1
        let run: () -> Void
        if let interval, let token {
            run = { [unowned self] in
                guard !token.isCancelled else { return }
                action()
                if !token.isCancelled { enqueue(at: current.advanced(by: interval), repeating: interval, action, token: token) }
            }
        } else {
            run = action
        }
        queue.append((date, counter, run, token))
    }

    /// Moves the clock to `time`, running in order what falls due.
    func rewind(to time: Time) {
        while let next = queue.filter({ $0.time <= time }).min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            queue.removeAll { $0.order == next.order }
            if next.token?.isCancelled == true { continue }
            if next.time > current { current = next.time }
            next.action()
        }
        current = max(current, time)
    }

    /// Runs everything scheduled (moving the clock to each action's date), up to `limit`.
    func executeScheduledActions(until limit: Time = Time(nanoseconds: Int64.max)) {
        while let next = queue.filter({ $0.time <= limit }).min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
            queue.removeAll { $0.order == next.order }
            if next.token?.isCancelled == true { continue }
            if next.time > current { current = next.time }
            next.action()
        }
    }

    /// Sets the clock, also backwards (OpenCombine's VirtualTimeScheduler allows it), running
    /// nothing.
    func rewindAllowingPast(to time: Time) { current = time }

    /// The time, without recording a call.
    var time: Time { current }

    func forgetHistory() { history = [] }
}
