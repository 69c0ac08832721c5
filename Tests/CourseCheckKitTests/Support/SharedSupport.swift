import TestSupport

// The shared test support (Tests/TestSupport), under the names this target's tests use without
// importing it.
typealias Fuzz = TestSupport.Fuzz
typealias SeededRandom = TestSupport.SeededRandom

/// `TestSupport.offThePool`: blocking work on a thread of its own.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await TestSupport.offThePool(body)
}
