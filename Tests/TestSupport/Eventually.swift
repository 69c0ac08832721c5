import Foundation

/// Waits, ten seconds of real time at most, for `condition` to hold (work on another thread);
/// whether it did.
public func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    while !condition(), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(1)) }
    return condition()
}
