import Foundation
import SystemModel

/// The clock the model's time-based views and animations follow: the run's simulated clock
/// (tests put one of their own here).
enum ModelClock {
    nonisolated(unsafe) static var current: SimulatedClock = .shared

    /// Runs what the clock fires on the main actor: at once when steps move the clock (the host,
    /// or a test, moves it on the main actor), else as a main-actor task (a clock that moves
    /// itself, on its driver thread — checked by thread too, as another user of a shared clock
    /// may change its mode while an event is on its way).
    static func onMain(_ clock: SimulatedClock = current, _ body: @escaping @MainActor () -> Void) {
        if clock.isSteppedByHost && !SimulatedClock.isOnDriverThread {
            MainActor.assumeIsolated(body)
        } else {
            let box = UncheckedBox(body)
            Task { @MainActor in box.value() }
        }
    }
}

final class UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
