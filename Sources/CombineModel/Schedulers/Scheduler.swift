import Foundation
import SystemModel

/// A protocol that provides to a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
    static func seconds(_ s: Int) -> Self
    static func seconds(_ s: Double) -> Self
    static func milliseconds(_ ms: Int) -> Self
    static func microseconds(_ us: Int) -> Self
    static func nanoseconds(_ ns: Int) -> Self
}

/// A protocol that defines when and how to execute a closure. Every scheduler of the model runs
/// on the run's simulated clock (`SimulatedClock`): a delay is simulated time, which `wait` steps
/// advance.
public protocol Scheduler<SchedulerTimeType> {
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    associatedtype SchedulerOptions

    var now: SchedulerTimeType { get }
    var minimumTolerance: SchedulerTimeType.Stride { get }
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void)
    func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                  options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable
}

extension Scheduler {
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// The simulated clock as the schedulers see it.
enum SimulatedTime {
    static var nanoseconds: Int64 {
        let now = SimulatedClock.shared.now.components
        return now.seconds * 1_000_000_000 + now.attoseconds / 1_000_000_000
    }

    /// Runs `action` on the main queue when the simulated clock has moved `nanoseconds` on.
    static func onMain(afterNanoseconds nanoseconds: Int64, _ action: @escaping () -> Void) -> SimulatedClock.Token {
        let work = UncheckedAction(action)
        return SimulatedClock.shared.schedule(after: .nanoseconds(max(nanoseconds, 0))) { DispatchQueue.main.async { work.run() } }
    }

    /// Repeats `action` on the main queue every `interval` from `first`, until cancelled.
    static func repeating(firstAfter first: Int64, interval: Int64, _ action: @escaping () -> Void) -> Cancellable {
        let timer = RepeatingTimer(interval: max(interval, 1), action: action)
        timer.arm(after: first)
        return timer
    }
}

struct UncheckedAction: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

/// A repeating event on the simulated clock: the next firing is scheduled when one fires, so the
/// period does not drift with the work each firing does.
final class RepeatingTimer: Cancellable, @unchecked Sendable {
    private let lock = NSLock()
    private let interval: Int64
    private let action: () -> Void
    private var token: SimulatedClock.Token?
    private var cancelled = false

    init(interval: Int64, action: @escaping () -> Void) {
        self.interval = interval
        self.action = action
    }

    func arm(after delay: Int64) {
        let token = SimulatedClock.shared.schedule(after: .nanoseconds(max(delay, 0))) { [self] in
            guard !lock.withLock({ cancelled }) else { return }
            arm(after: interval)
            DispatchQueue.main.async { [self] in if !lock.withLock({ cancelled }) { action() } }
        }
        lock.withLock { self.token = token }
    }

    func cancel() {
        let held = lock.withLock { () -> SimulatedClock.Token? in cancelled = true; return token }
        if let held { SimulatedClock.shared.cancel(held) }
    }
}

/// A stride of simulated time in nanoseconds, the shape of Apple's scheduler strides: numeric,
/// comparable, and written as literals in seconds (`.debounce(for: 0.5, …)`).
public protocol _NanosecondStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
    ExpressibleByFloatLiteral, Hashable where Magnitude == Self, IntegerLiteralType == Int, FloatLiteralType == Double {
    var _nanoseconds: Int64 { get }
    init(_nanoseconds: Int64)
}

extension _NanosecondStride {
    public init(integerLiteral value: Int) { self.init(_nanoseconds: Int64(value) * 1_000_000_000) }
    public init(floatLiteral value: Double) { self.init(_nanoseconds: Int64((value * 1e9).rounded())) }
    public init?<T: BinaryInteger>(exactly source: T) { self.init(_nanoseconds: Int64(source) * 1_000_000_000) }
    public var magnitude: Self { Self(_nanoseconds: abs(_nanoseconds)) }
    public static func seconds(_ s: Int) -> Self { Self(_nanoseconds: Int64(s) * 1_000_000_000) }
    public static func seconds(_ s: Double) -> Self { Self(_nanoseconds: Int64((s * 1e9).rounded())) }
    public static func milliseconds(_ ms: Int) -> Self { Self(_nanoseconds: Int64(ms) * 1_000_000) }
    public static func microseconds(_ us: Int) -> Self { Self(_nanoseconds: Int64(us) * 1_000) }
    public static func nanoseconds(_ ns: Int) -> Self { Self(_nanoseconds: Int64(ns)) }
    public static func < (a: Self, b: Self) -> Bool { a._nanoseconds < b._nanoseconds }
    public static func + (a: Self, b: Self) -> Self { Self(_nanoseconds: a._nanoseconds + b._nanoseconds) }
    public static func - (a: Self, b: Self) -> Self { Self(_nanoseconds: a._nanoseconds - b._nanoseconds) }
    public static func * (a: Self, b: Self) -> Self { Self(_nanoseconds: a._nanoseconds * b._nanoseconds / 1_000_000_000) }
    public static func += (a: inout Self, b: Self) { a = a + b }
    public static func -= (a: inout Self, b: Self) { a = a - b }
    public static func *= (a: inout Self, b: Self) { a = a * b }
}

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue; here, a point of simulated time.
    public struct SchedulerTimeType: Strideable, Hashable {
        public var dispatchTime: DispatchTime
        public init(_ time: DispatchTime) { dispatchTime = time }

        public struct Stride: _NanosecondStride {
            public var magnitude: Stride { Stride(_nanoseconds: abs(_nanoseconds)) }
            public let _nanoseconds: Int64
            public init(_nanoseconds: Int64) { self._nanoseconds = _nanoseconds }
            public init(_ timeInterval: DispatchTimeInterval) {
                switch timeInterval {
                case .seconds(let s): _nanoseconds = Int64(s) * 1_000_000_000
                case .milliseconds(let ms): _nanoseconds = Int64(ms) * 1_000_000
                case .microseconds(let us): _nanoseconds = Int64(us) * 1_000
                case .nanoseconds(let ns): _nanoseconds = Int64(ns)
                default: _nanoseconds = .max
                }
            }
            public var timeInterval: DispatchTimeInterval { .nanoseconds(Int(_nanoseconds)) }
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(_nanoseconds: Int64(bitPattern: other.dispatchTime.uptimeNanoseconds &- dispatchTime.uptimeNanoseconds))
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(Int64(dispatchTime.uptimeNanoseconds) + n._nanoseconds)))
        }

        public static func == (a: SchedulerTimeType, b: SchedulerTimeType) -> Bool { a.dispatchTime == b.dispatchTime }
        public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }
    }

    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// Simulated time, offset by a second so that it is never DispatchTime's zero.
    public var now: SchedulerTimeType { SchedulerTimeType(DispatchTime(uptimeNanoseconds: UInt64(1_000_000_000 + SimulatedTime.nanoseconds))) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        async { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        SimulatedClock.shared.schedule(after: .nanoseconds(max(now.distance(to: date)._nanoseconds, 0))) { [self] in async { work.run() } }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        SimulatedTime.repeating(firstAfter: now.distance(to: date)._nanoseconds, interval: interval._nanoseconds, action)
    }
}

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop: a date on the simulated clock.
    public struct SchedulerTimeType: Strideable, Hashable {
        public var date: Date
        public init(_ date: Date) { self.date = date }

        public struct Stride: _NanosecondStride {
            public let _nanoseconds: Int64
            public init(_nanoseconds: Int64) { self._nanoseconds = _nanoseconds }
            public init(_ timeInterval: TimeInterval) { _nanoseconds = Int64((timeInterval * 1e9).rounded()) }
            public var timeInterval: TimeInterval { Double(_nanoseconds) / 1e9 }
        }

        public func distance(to other: SchedulerTimeType) -> Stride { Stride(other.date.timeIntervalSince(date)) }
        public func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(date.addingTimeInterval(n.timeInterval)) }
    }

    public struct SchedulerOptions {}

    public var now: SchedulerTimeType { SchedulerTimeType(SimulatedDate.now) }
    public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

    /// The host runs no run loop; the main run loop's work runs on the main queue, which is the
    /// same thread on Apple's platforms.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = UncheckedAction(action)
        DispatchQueue.main.async { work.run() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?, _ action: @escaping () -> Void) {
        _ = SimulatedTime.onMain(afterNanoseconds: now.distance(to: date)._nanoseconds, action)
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        SimulatedTime.repeating(firstAfter: now.distance(to: date)._nanoseconds, interval: interval._nanoseconds, action)
    }
}

/// The date of the simulated clock: the moment the run began, plus simulated time.
public enum SimulatedDate {
    static let start = Date()
    public static var now: Date { start.addingTimeInterval(Double(SimulatedTime.nanoseconds) / 1e9) }
}

/// A scheduler for performing synchronous actions; it ignores dates (Apple's ImmediateScheduler
/// documentation: "If you attempt to schedule actions after a specific date, this scheduler
/// ignores the date and performs them immediately"). Its time never moves, and its stride is a
/// bare number whose time conversions are all zero (OpenCombine's ImmediateSchedulerTests).
public struct ImmediateScheduler: Scheduler {
    public struct SchedulerTimeType: Strideable {
        public func distance(to other: SchedulerTimeType) -> Stride { 0 }
        public func advanced(by n: Stride) -> SchedulerTimeType { self }

        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible {
            public typealias FloatLiteralType = Double
            public typealias IntegerLiteralType = Int
            public typealias Magnitude = Int
            public var magnitude: Int

            public init(_ value: Int) { magnitude = value }
            public init(integerLiteral value: Int) { magnitude = value }
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude * rhs.magnitude) }
            public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude + rhs.magnitude) }
            public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(lhs.magnitude - rhs.magnitude) }
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            public static func seconds(_ s: Int) -> Stride { 0 }
            public static func seconds(_ s: Double) -> Stride { 0 }
            public static func milliseconds(_ ms: Int) -> Stride { 0 }
            public static func microseconds(_ us: Int) -> Stride { 0 }
            public static func nanoseconds(_ ns: Int) -> Stride { 0 }
        }
    }

    public typealias SchedulerOptions = Never

    public static let shared = ImmediateScheduler()
    public var now: SchedulerTimeType { SchedulerTimeType() }
    public var minimumTolerance: SchedulerTimeType.Stride { 0 }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        action()
    }
    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        action()
        return Subscriptions.empty
    }
}
