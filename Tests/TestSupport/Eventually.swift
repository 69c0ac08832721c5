import Foundation

/// Waits, ten seconds of real time at most, for `condition` to hold (work on another thread, or
/// on the caller's actor between the checks); whether it did. The condition runs on the caller's
/// actor.
public func eventually(isolation: isolated (any Actor)? = #isolation, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    while !condition(), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
    return condition()
}
