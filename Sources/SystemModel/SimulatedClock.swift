import Foundation

/// The one clock of a run: everything in scenario code that waits for time — `Task.sleep`,
/// `ContinuousClock`, `DispatchQueue.asyncAfter`, the simulated network's delays — waits on it, and it only moves when something moves it, so a run never
/// waits on the wall clock and comes out the same every time.
///
/// - Under the host (`run: app`), only steps move it: `wait 0.3s` advances it by 0.3 s, firing
///   what falls due in order of deadline (ties in the order they were scheduled), and letting the
///   work each one wakes run before the next (`HostSession`).
/// - Foundation's `Timer` is not on it: a type outside the standard library cannot be shadowed
///   (a scenario file that imports Foundation would see two `Timer`s), and its methods cannot be
///   overloaded with the same signature. Its timers need a running run loop, which the host does
///   not run.
/// - Without a host (`run: script`, a test build), nothing would ever move it, so it moves itself:
///   when something is scheduled and nothing else has been scheduled or fired for a moment of real
///   time (`idlePause`), it jumps to the earliest deadline and fires it. Sleepers wake in order of
///   their deadlines at once, without the wait.
public final class SimulatedClock: @unchecked Sendable {
    public static let shared = SimulatedClock()

    /// Who moves the clock.
    public enum Mode: Sendable {
        /// Steps move it (the host sets this before the first step).
        case steppedByHost
        /// It jumps to its next deadline whenever the program has nothing else to do.
        case automatic
    }

    /// One thing waiting for a time.
    public struct Token: Hashable, Sendable {
        let id: Int
    }

    private struct Event {
        let id: Int
        let deadline: Duration
        let fire: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var current: Duration = .zero
    private var events: [Event] = []
    private var nextID = 0
    private var mode: Mode = .automatic
    /// Bumped on every schedule and fire: the automatic driver advances only after a quiet pause.
    private var activity = 0
    private var driverRunning = false

    /// How long the automatic mode waits, in real time, for the program to schedule more before
    /// it jumps to the next deadline.
    static let idlePause: Double = 0.01

    public init() {}

    /// Time since the run began.
    public var now: Duration { lock.withLock { current } }

    /// Seconds since the run began.
    public var seconds: Double { now.seconds }

    /// Whether steps move it (then what it fires runs on the mover's thread: the host's main actor).
    public var isSteppedByHost: Bool { lock.withLock { mode == .steppedByHost } }

    public func setMode(_ newMode: Mode) {
        let startDriver = lock.withLock { () -> Bool in
            mode = newMode
            let start = mode == .automatic && !events.isEmpty && !driverRunning
            if start { driverRunning = true }
            return start
        }
        if startDriver { startAutomaticDriver() }
    }

    /// Calls `fire` when the clock reaches `now + delay` (at once, on the next move, for a delay of
    /// zero or less).
    @discardableResult
    public func schedule(after delay: Duration, _ fire: @escaping @Sendable () -> Void) -> Token {
        let (token, startDriver) = lock.withLock { () -> (Token, Bool) in
            nextID += 1
            activity += 1
            events.append(Event(id: nextID, deadline: current + max(delay, .zero), fire: fire))
            let start = mode == .automatic && !driverRunning
            if start { driverRunning = true }
            return (Token(id: nextID), start)
        }
        if startDriver { startAutomaticDriver() }
        return token
    }

    /// Forgets a scheduled event; true when it had not fired yet.
    @discardableResult
    public func cancel(_ token: Token) -> Bool {
        lock.withLock {
            guard let index = events.firstIndex(where: { $0.id == token.id }) else { return false }
            events.remove(at: index)
            return true
        }
    }

    /// The earliest deadline still to come.
    public var nextDeadline: Duration? {
        lock.withLock { events.map(\.deadline).min() }
    }

    /// Grows whenever something is scheduled or fires: a caller can tell whether the clock saw any
    /// activity between two looks.
    public var activityCount: Int { lock.withLock { activity } }

    /// How many events wait for the clock.
    public var pendingCount: Int { lock.withLock { events.count } }

    /// Whether anything is waiting for the clock.
    public var hasPendingEvents: Bool { lock.withLock { !events.isEmpty } }

    /// Moves the clock to `deadline` (never back) and fires, in order, what falls due by then;
    /// what they schedule for no later than `deadline` fires too. Returns how many fired.
    @discardableResult
    public func advance(to deadline: Duration) -> Int {
        var fired = 0
        while let event = takeNext(dueBy: deadline) {
            event.fire()
            fired += 1
        }
        lock.withLock { if deadline > current { current = deadline } }
        return fired
    }

    /// Fires only the events due at the earliest deadline no later than `deadline`, moving the
    /// clock there: one instant at a time, so the host can let their work run before the next.
    /// Returns false when nothing is due by `deadline` (the clock is then at `deadline`).
    public func advanceToNextEvent(notAfter deadline: Duration) -> Bool {
        guard let instant = lock.withLock({ events.map(\.deadline).filter { $0 <= deadline }.min() }) else {
            lock.withLock { if deadline > current { current = deadline } }
            return false
        }
        advance(to: instant)
        return true
    }

    private func takeNext(dueBy deadline: Duration) -> Event? {
        lock.withLock {
            guard let index = events.indices.filter({ events[$0].deadline <= deadline })
                .min(by: { (events[$0].deadline, events[$0].id) < (events[$1].deadline, events[$1].id) }) else { return nil }
            let event = events.remove(at: index)
            if event.deadline > current { current = event.deadline }
            activity += 1
            return event
        }
    }

    /// The name of the automatic mode's driver thread.
    public static let driverThreadName = "SimulatedClock driver"

    /// Whether the caller runs on an automatic clock's driver thread (events it fires are not on
    /// the main actor, whatever mode the clock is in by the time they run).
    public static var isOnDriverThread: Bool { Thread.current.name == driverThreadName }

    /// The automatic mode's driver: a thread that, after a quiet pause, fires the earliest event.
    private func startAutomaticDriver() {
        Thread.detachNewThread { [self] in
            Thread.current.name = Self.driverThreadName
            while true {
                let seen = lock.withLock { activity }
                Thread.sleep(forTimeInterval: Self.idlePause)
                let (quiet, next, stop) = lock.withLock { () -> (Bool, Duration?, Bool) in
                    let next = events.map(\.deadline).min()
                    let stop = next == nil || mode != .automatic
                    if stop { driverRunning = false }
                    return (activity == seen, next, stop)
                }
                if stop { return }
                if quiet, let next { advance(to: next) }
            }
        }
    }
}

extension Duration {
    /// The duration in seconds, as a Double.
    public var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
