import Dispatch
import Foundation

/// `DispatchQueue.asyncAfter` on the run's simulated clock. The two-argument forms scenario code
/// writes (`DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`) resolve here rather than
/// to Dispatch's `asyncAfter(deadline:qos:flags:execute:)`, whose extra arguments have defaults: a
/// call that needs no defaulted argument is preferred. The delay is the deadline's distance from
/// the real `DispatchTime.now()` at the call (the caller computed the deadline a moment before);
/// the work runs on the queue when the simulated clock reaches it. A call that passes `qos:` or
/// `flags:` gets Dispatch's own, on real time.
extension DispatchQueue {
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        let delay = SimulatedDispatch.delay(until: deadline)
        SimulatedClock.shared.schedule(after: delay) { [self] in async(execute: work) }
    }

    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        let delay = SimulatedDispatch.delay(until: deadline)
        SimulatedClock.shared.schedule(after: delay) { [self] in async(execute: item) }
    }
}

enum SimulatedDispatch {
    static func delay(until deadline: DispatchTime) -> Duration {
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        return target > now ? .nanoseconds(Int64(clamping: target - now)) : .zero
    }

}
