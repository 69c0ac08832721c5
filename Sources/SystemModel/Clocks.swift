/// The standard library's clocks, on the run's simulated clock. `ContinuousClock` and
/// `SuspendingClock` here shadow the standard library's types of the same names in every scenario
/// file (a type declared in an imported module shadows one from the standard library), so
/// `ContinuousClock().now`, `clock.measure { … }` and `clock.sleep(for:)` read and wait on
/// simulated time. The simulated device never sleeps, so the two clocks agree. Code that names
/// the standard library's clocks (`Swift.ContinuousClock`, `.continuous` passed to
/// `Task.sleep(until:clock:)`) still gets real time.
public struct ContinuousClock: Clock, Sendable {
    public struct Instant: InstantProtocol, Sendable {
        /// Time since the run began.
        public var offset: Duration
        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
        public static var now: Instant { Instant(offset: SimulatedClock.shared.now) }
    }

    public init() {}
    public var now: Instant { .now }
    public static var now: Instant { .now }
    public var minimumResolution: Duration { .nanoseconds(1) }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await SimulatedSleep.sleep(deadline.offset - SimulatedClock.shared.now)
    }
}

/// See `ContinuousClock`: the simulated device never sleeps, so this clock reads the same time.
public struct SuspendingClock: Clock, Sendable {
    public typealias Instant = ContinuousClock.Instant
    public init() {}
    public var now: Instant { .now }
    public static var now: Instant { .now }
    public var minimumResolution: Duration { .nanoseconds(1) }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await SimulatedSleep.sleep(deadline.offset - SimulatedClock.shared.now)
    }
}
