import Dispatch
import Foundation

/// Turns of the main run loop. Work a program queues on the main queue runs in a turn of its own,
/// and the UI framework brings the screen up to date when a turn ends, before the next block
/// runs: OpenSwiftUI's ValueActionModifierCompatibilityTests (run against SwiftUI, commit 069dd80)
/// see `onChange` once for each of three values set in nested `DispatchQueue.main.async` blocks.
/// The view graph registers what to do when a block has run (`afterTurn`).
public enum MainQueueTurns {
    nonisolated(unsafe) public static var afterTurn: (@MainActor () -> Void)?
    /// Blocks queued on the main queue this way that have not run yet: a step waits for them.
    /// Counted under a lock: other threads queue blocks too (the clock's `asyncAfter`).
    public static var pending: Int { lock.withLock { count } }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var count = 0

    static func queued() { lock.withLock { count += 1 } }
    static func ran() { lock.withLock { count = max(count - 1, 0) } }
}

extension DispatchQueue {
    /// `DispatchQueue.main.async { … }` as scenario code writes it resolves here rather than to
    /// Dispatch's `async(group:qos:flags:execute:)` (a call that needs no defaulted argument is
    /// preferred, as for `asyncAfter`): the block runs on the queue, and on the main queue the
    /// turn's update follows it (`MainQueueTurns`).
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        // Dispatch makes a new `DispatchQueue` object for each `.main`: compared by label.
        guard label == DispatchQueue.main.label else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
        MainQueueTurns.queued()
        async(group: nil, qos: .unspecified, flags: []) {
            work()
            MainQueueTurns.ran()
            MainActor.assumeIsolated { MainQueueTurns.afterTurn?() }
        }
    }
}
