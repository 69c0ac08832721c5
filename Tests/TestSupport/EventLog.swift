import Foundation

/// What happened, in order: bodies and initialisers that ran, callbacks that fired. Safe to write
/// from any thread (a clock's callbacks, a worker's jobs); a class, so that views holding it still
/// compare equal.
public final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String] = []

    public init() {}

    public func record(_ event: String) { lock.withLock { entries.append(event) } }

    /// The events so far.
    public var events: [String] { lock.withLock { entries } }

    /// The events so far, and a fresh start.
    public func take() -> [String] {
        lock.withLock {
            defer { entries = [] }
            return entries
        }
    }
}
