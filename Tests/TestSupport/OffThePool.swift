import Foundation

/// Runs blocking work (programs to their end, compiles, kills, sleeps) on a thread of its own: on
/// Swift concurrency's cooperative pool, which `swift test` runs tests on, it would starve the
/// other suites' tasks (a simulated clock's test waited 45 s behind the fault tests).
public func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}
