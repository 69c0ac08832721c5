import Foundation

/// `Task.sleep` on the run's simulated clock. These declarations have the signatures of the
/// standard library's and live in a module every scenario file imports, so a scenario's
/// `try await Task.sleep(for: .seconds(1))` lands here: a module's declaration shadows one of the
/// same signature from a module it imports, and a non-generic one is preferred to the standard
/// library's generic `sleep(for:tolerance:clock:)`. A sleep that is cancelled throws
/// `CancellationError`, as the standard library's does.
extension Task where Success == Never, Failure == Never {
    public static func sleep(for duration: Duration) async throws {
        try await SimulatedSleep.sleep(duration)
    }

    public static func sleep(for duration: Duration, tolerance: Duration?) async throws {
        try await SimulatedSleep.sleep(duration)
    }

    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await SimulatedSleep.sleep(.nanoseconds(Int64(clamping: duration)))
    }
}

enum SimulatedSleep {
    static func sleep(_ duration: Duration, on clock: SimulatedClock = .shared) async throws {
        try Task.checkCancellation()
        let sleeper = Sleeper(clock: clock)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleeper.start(continuation, after: duration)
            }
        } onCancel: {
            sleeper.cancel()
        }
    }
}

/// One sleep: resumed exactly once, by the clock or by cancellation, whichever comes first.
final class Sleeper: @unchecked Sendable {
    private let lock = NSLock()
    private let clock: SimulatedClock
    private var continuation: CheckedContinuation<Void, any Error>?
    private var token: SimulatedClock.Token?
    private var cancelled = false

    init(clock: SimulatedClock) { self.clock = clock }

    func start(_ continuation: CheckedContinuation<Void, any Error>, after duration: Duration) {
        let alreadyCancelled = lock.withLock { () -> Bool in
            self.continuation = continuation
            return cancelled
        }
        if alreadyCancelled { finish(CancellationError()); return }
        let token = clock.schedule(after: duration) { [self] in finish(nil) }
        let cancelledMeanwhile = lock.withLock { () -> Bool in
            self.token = token
            return cancelled
        }
        if cancelledMeanwhile, clock.cancel(token) { finish(CancellationError()) }
    }

    func cancel() {
        let token = lock.withLock { () -> SimulatedClock.Token? in
            cancelled = true
            return self.token
        }
        if let token, clock.cancel(token) { finish(CancellationError()) }
    }

    private func finish(_ error: (any Error)?) {
        let continuation = lock.withLock { () -> CheckedContinuation<Void, any Error>? in
            defer { self.continuation = nil }
            return self.continuation
        }
        if let error { continuation?.resume(throwing: error) } else { continuation?.resume() }
    }
}
