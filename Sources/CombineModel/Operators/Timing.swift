import Foundation

// The operators that move values in time. Each takes the scheduler's time and schedules its work
// with the calls Apple's make, in the same order (OpenCombine's tests of each record Apple's calls
// on a virtual-time scheduler); on the model's own schedulers that time is the run's simulated
// clock.

/// What the time-based operators share: one upstream subscription kept until the end, the
/// downstream's own subscription (described by the operator's name), and its demand.
class TimedInner<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    let lock = NSRecursiveLock()
    let downstream: Downstream
    var status = SubscriptionStatus.awaitingSubscription
    var demand = Subscribers.Demand.none
    /// Set when the downstream cancels: work already scheduled then delivers nothing.
    var cancelled = false
    let description: String

    init(_ downstream: Downstream, name: String) {
        self.downstream = downstream
        description = name
    }

    var isLive: Bool { lock.withLock { status.subscription != nil } }

    /// Called with the upstream subscription once the downstream has it.
    func didSubscribe(_ subscription: Subscription) {}

    func receive(subscription: Subscription) {
        let keep = lock.withLock { status.take(subscription) }
        guard keep else { subscription.cancel(); return }
        downstream.receive(subscription: self)
        didSubscribe(subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand { .none }
    func receive(completion: Subscribers.Completion<Failure>) {}

    /// Ends the subscription; returns the upstream subscription if it was live.
    func end() -> Subscription? {
        lock.withLock { () -> Subscription? in
            guard let subscription = status.subscription else { return nil }
            status = .terminal
            return subscription
        }
    }

    /// Delivers a value if the downstream has demand, keeping count (true when delivered).
    @discardableResult
    func deliverIfDemanded(_ value: Downstream.Input) -> Bool {
        let claim = { () -> Bool in
            guard self.status.subscription != nil, self.demand > 0 else { return false }
            self.demand -= 1
            return true
        }
        return lock.deliver(value, to: downstream, if: claim, addingDemand: { demand += $0 }) != nil
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        lock.withLock { cancelled = true }
        end()?.cancel()
    }

    /// Delivers a value scheduled earlier, unless the downstream has cancelled since; the demand
    /// it returns is asked of the upstream.
    func deliverScheduled(_ value: Downstream.Input) {
        let upstream = lock.withLock { () -> Subscription?? in cancelled ? nil : .some(status.subscription) }
        guard let upstream else { return }
        let more = downstream.receive(value)
        if more > 0, !lock.withLock({ cancelled }) { upstream?.request(more) }
    }

    /// Delivers a completion scheduled earlier, unless the downstream has cancelled since.
    func completeScheduled(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard !lock.withLock({ cancelled }) else { return }
        downstream.receive(completion: completion)
    }
}

/// Delivers each value and the completion through the scheduler; the demand the downstream asks
/// goes upstream (also the demand returned for each value, as a request).
final class ReceiveOnInner<Context: Scheduler, Downstream: Subscriber>: TimedInner<Downstream.Input, Downstream.Failure, Downstream> {
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.options = options
        super.init(downstream, name: "ReceiveOn")
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        scheduler.schedule(options: options) { [self] in deliverScheduled(input) }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard end() != nil else { return }
        scheduler.schedule(options: options) { [self] in completeScheduled(completion) }
    }

    override func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        lock.withLock { status.subscription }?.request(demand)
    }
}

/// Like `receive(on:)`, with each value and the completion scheduled `interval` later.
final class DelayInner<Context: Scheduler, Downstream: Subscriber>: TimedInner<Downstream.Input, Downstream.Failure, Downstream> {
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let tolerance: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?

    init(_ downstream: Downstream, scheduler: Context, interval: Context.SchedulerTimeType.Stride,
         tolerance: Context.SchedulerTimeType.Stride, options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.interval = interval
        self.tolerance = tolerance
        self.options = options
        super.init(downstream, name: "Delay")
    }

    private func later(_ action: @escaping () -> Void) {
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options, action)
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        later { [self] in deliverScheduled(input) }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard end() != nil else { return }
        later { [self] in completeScheduled(completion) }
    }

    override func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        lock.withLock { status.subscription }?.request(demand)
    }
}

/// Each value restarts a timer of `dueTime` (a repeating one, cancelled when it fires, as Apple's
/// is); when it fires the last value goes downstream if the downstream has demand, and is dropped
/// otherwise. The completion goes through the scheduler at once: a value still waiting is dropped
/// (OpenCombine's DebounceTests, "testFinishBeforeDue").
final class DebounceInner<Context: Scheduler, Downstream: Subscriber>: TimedInner<Downstream.Input, Downstream.Failure, Downstream> {
    private let scheduler: Context
    private let dueTime: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?
    private var timer: Cancellable?
    private var generation = 0

    init(_ downstream: Downstream, scheduler: Context, dueTime: Context.SchedulerTimeType.Stride, options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.dueTime = dueTime
        self.options = options
        super.init(downstream, name: "Debounce")
    }

    override func didSubscribe(_ subscription: Subscription) { subscription.request(.unlimited) }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        let mine = lock.withLock { () -> Int in generation += 1; return generation }
        let due = scheduler.now.advanced(by: dueTime)
        let made = scheduler.schedule(after: due, interval: dueTime, tolerance: scheduler.minimumTolerance, options: options) { [self] in
            let fire = lock.withLock { () -> Cancellable?? in
                // A timer whose cancel does nothing fires again; the bump makes it stale.
                guard generation == mine else { return nil }
                generation += 1
                defer { timer = nil }
                return .some(timer)
            }
            guard let fire else { return }
            fire?.cancel()
            deliverIfDemanded(input)
        }
        let previous = lock.withLock { () -> Cancellable? in
            defer { timer = generation == mine ? made : timer }
            return generation == mine ? timer : nil
        }
        previous?.cancel()
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard end() != nil else { return }
        let pending = lock.withLock { () -> Cancellable? in
            generation += 1
            defer { timer = nil }
            return timer
        }
        pending?.cancel()
        scheduler.schedule { [self] in completeScheduled(completion) }
    }

    override func cancel() {
        let pending = lock.withLock { () -> Cancellable? in
            generation += 1
            defer { timer = nil }
            return timer
        }
        pending?.cancel()
        super.cancel()
    }
}

/// A value with downstream demand is held and sent no sooner than `interval` after the last one
/// sent (at once when none was sent, or the last was long enough ago); until then, later values
/// replace it (`latest: true`) or are dropped (`latest: false`). A value without downstream
/// demand is dropped. A completion waits for the held value (OpenCombine's ThrottleTests).
final class ThrottleInner<Context: Scheduler, Downstream: Subscriber>: TimedInner<Downstream.Input, Downstream.Failure, Downstream> {
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let latest: Bool
    private var held: Downstream.Input?
    private var lastSent: Context.SchedulerTimeType?
    private var heldCompletion: Subscribers.Completion<Downstream.Failure>?
    private var scheduled = false

    init(_ downstream: Downstream, scheduler: Context, interval: Context.SchedulerTimeType.Stride, latest: Bool) {
        self.scheduler = scheduler
        self.interval = interval
        self.latest = latest
        super.init(downstream, name: "Throttle")
        _ = scheduler.now
    }

    override func didSubscribe(_ subscription: Subscription) {
        _ = scheduler.now
        subscription.request(.unlimited)
    }

    private enum Plan { case nothing, atOnce, after(Context.SchedulerTimeType) }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        let now = scheduler.now
        let plan = lock.withLock { () -> Plan in
            guard demand > 0 else { return .nothing }
            if held != nil {
                if latest { held = input }
                return .nothing
            }
            held = input
            scheduled = true
            guard let lastSent, now < lastSent.advanced(by: interval) else { return .atOnce }
            return .after(lastSent.advanced(by: interval))
        }
        switch plan {
        case .nothing: break
        case .atOnce: scheduler.schedule { [self] in emit() }
        case .after(let date): scheduler.schedule(after: date, tolerance: scheduler.minimumTolerance) { [self] in emit() }
        }
        return .none
    }

    private func emit() {
        let now = scheduler.now
        let (value, completion) = lock.withLock { () -> (Downstream.Input?, Subscribers.Completion<Downstream.Failure>?) in
            scheduled = false
            lastSent = now
            defer { held = nil; heldCompletion = nil }
            guard demand > 0 || heldCompletion != nil else { return (nil, heldCompletion) }
            return (held, heldCompletion)
        }
        if let value {
            lock.withLock { demand -= 1 }
            let more = downstream.receive(value)
            lock.withLock { demand += more }
        }
        if let completion { downstream.receive(completion: completion) }
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard end() != nil else { return }
        _ = scheduler.now
        let waits = lock.withLock { () -> Bool in
            guard scheduled else { return false }
            heldCompletion = completion
            return true
        }
        if !waits { scheduler.schedule { [self] in completeScheduled(completion) } }
    }

    override func cancel() {
        lock.withLock { held = nil; heldCompletion = nil }
        super.cancel()
    }
}

/// A timer of `interval` starts at the subscription and restarts with each value; each value goes
/// downstream through the scheduler; when the timer fires first, the upstream is cancelled and
/// the publisher finishes, or fails with the custom error (OpenCombine's TimeoutTests).
final class TimeoutInner<Context: Scheduler, Downstream: Subscriber>: TimedInner<Downstream.Input, Downstream.Failure, Downstream> {
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Downstream.Failure)?
    private var timer: Cancellable?
    private var generation = 0
    private var finished = false

    init(_ downstream: Downstream, scheduler: Context, interval: Context.SchedulerTimeType.Stride,
         options: Context.SchedulerOptions?, customError: (() -> Downstream.Failure)?) {
        self.scheduler = scheduler
        self.interval = interval
        self.options = options
        self.customError = customError
        super.init(downstream, name: "Timeout")
        restartTimer()
    }

    private func restartTimer() {
        let mine = lock.withLock { () -> Int in generation += 1; return generation }
        let made = scheduler.schedule(after: scheduler.now.advanced(by: interval), interval: interval,
                                      tolerance: scheduler.minimumTolerance, options: options) { [weak self] in
            self?.timedOut(mine)
        }
        let previous = lock.withLock { () -> Cancellable? in
            guard generation == mine else { return nil }
            defer { timer = made }
            return timer
        }
        previous?.cancel()
    }

    override func didSubscribe(_ subscription: Subscription) { restartTimer() }

    private func timedOut(_ mine: Int) {
        let fire = lock.withLock { () -> Bool in
            guard generation == mine, !finished else { return false }
            finished = true
            return true
        }
        guard fire else { return }
        lock.withLock { timer }?.cancel()
        end()?.cancel()
        downstream.receive(completion: customError.map { .failure($0()) } ?? .finished)
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard isLive, !lock.withLock({ finished }) else { return .none }
        restartTimer()
        scheduler.schedule(options: options) { [self] in deliverScheduled(input) }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        let live = lock.withLock { () -> Bool in
            guard status.subscription != nil, !finished else { return false }
            finished = true
            status = .terminal
            return true
        }
        guard live else { return }
        lock.withLock { timer }?.cancel()
        scheduler.schedule(options: options) { [self] in completeScheduled(completion) }
    }

    override func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        lock.withLock { status.subscription }?.request(demand)
    }

    override func cancel() {
        lock.withLock { finished = true; generation += 1 }
        lock.withLock { timer }?.cancel()
        super.cancel()
    }
}

/// Publishes the time between values, measured on the scheduler; the first from the subscription.
final class MeasureIntervalInner<Input, Context: Scheduler, Downstream: Subscriber>: TimedInner<Input, Downstream.Failure, Downstream>
    where Downstream.Input == Context.SchedulerTimeType.Stride {
    private let scheduler: Context
    private var last: Context.SchedulerTimeType?

    init(_ downstream: Downstream, scheduler: Context) {
        self.scheduler = scheduler
        super.init(downstream, name: "MeasureInterval")
    }

    override func receive(subscription: Subscription) {
        let keep = lock.withLock { status.take(subscription) }
        guard keep else { subscription.cancel(); return }
        let start = scheduler.now
        lock.withLock { last = start }
        downstream.receive(subscription: self)
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        let now = scheduler.now
        let since = lock.withLock { () -> Context.SchedulerTimeType.Stride? in
            defer { last = now }
            return last.map { $0.distance(to: now) }
        }
        guard let since else { return .none }
        let more = downstream.receive(since)
        if more > 0 { lock.withLock { status.subscription }?.request(more) }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard end() != nil else { return }
        downstream.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        lock.withLock { status.subscription }?.request(demand)
    }
}

/// Subscribes to the upstream on the scheduler, and makes the requests and the cancellation there;
/// values and the completion come straight through (OpenCombine's SubscribeOnTests).
final class SubscribeOnInner<Context: Scheduler, Downstream: Subscriber>: TimedInner<Downstream.Input, Downstream.Failure, Downstream> {
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.options = options
        super.init(downstream, name: "SubscribeOn")
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        return downstream.receive(input)
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard end() != nil else { return }
        downstream.receive(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        guard let upstream = lock.withLock({ status.subscription }) else { return }
        scheduler.schedule(options: options) { upstream.request(demand) }
    }

    override func cancel() {
        guard let upstream = end() else { return }
        scheduler.schedule(options: options) { upstream.cancel() }
    }
}

/// Collects values into arrays by time (and, with `.byTimeOrCount`, by count): each stride of
/// the scheduler's time sends what came in it, if anything. No test of OpenCombine's covers it
/// (OpenCombine has no CollectByTime); the model follows Apple's documentation.
final class CollectByTimeInner<Input, Context: Scheduler, Downstream: Subscriber>: TimedInner<Input, Downstream.Failure, Downstream>
    where Downstream.Input == [Input] {
    private let scheduler: Context
    private let stride: Context.SchedulerTimeType.Stride
    private let maxCount: Int?
    private let options: Context.SchedulerOptions?
    private var buffer: [Input] = []
    private var timer: Cancellable?

    init(_ downstream: Downstream, scheduler: Context, stride: Context.SchedulerTimeType.Stride, maxCount: Int?,
         options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.stride = stride
        self.maxCount = maxCount
        self.options = options
        super.init(downstream, name: "CollectByTime")
    }

    override func didSubscribe(_ subscription: Subscription) {
        let made = scheduler.schedule(after: scheduler.now.advanced(by: stride), interval: stride,
                                      tolerance: scheduler.minimumTolerance, options: options) { [weak self] in self?.flush() }
        lock.withLock { timer = made }
        subscription.request(.unlimited)
    }

    private func flush() {
        let batch = lock.withLock { () -> [Input] in defer { buffer = [] }; return buffer }
        if !batch.isEmpty { deliverIfDemanded(batch) }
    }

    override func receive(_ input: Input) -> Subscribers.Demand {
        guard isLive else { return .none }
        let full = lock.withLock { () -> Bool in
            buffer.append(input)
            return maxCount.map { buffer.count >= $0 } ?? false
        }
        if full { flush() }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard isLive else { return }
        lock.withLock { timer }?.cancel()
        if case .finished = completion { flush() }
        guard end() != nil else { return }
        downstream.receive(completion: completion)
    }

    override func cancel() {
        lock.withLock { timer }?.cancel()
        super.cancel()
    }
}

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReceiveOnInner(subscriber, scheduler: scheduler, options: options))
        }
    }

    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let inner = SubscribeOnInner(subscriber, scheduler: scheduler, options: options)
            let upstream = self.upstream
            scheduler.schedule(options: options) { upstream.subscribe(inner) }
        }
    }

    /// A publisher that publishes elements only after a specified time interval elapses between events.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DebounceInner(subscriber, scheduler: scheduler, dueTime: dueTime, options: options))
        }
    }

    /// A publisher that publishes either the most-recent or first element published by the
    /// upstream publisher in a specified time interval.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ThrottleInner(subscriber, scheduler: scheduler, interval: interval, latest: latest))
        }
    }

    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride,
                    scheduler: Context, options: Context.SchedulerOptions? = nil) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(DelayInner(subscriber, scheduler: scheduler, interval: interval, tolerance: tolerance, options: options))
        }
    }

    /// A publisher that terminates publishing if the upstream publisher exceeds a specified time
    /// interval without producing an element.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        public let customError: (() -> Upstream.Failure)?

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
                    options: Context.SchedulerOptions?, customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(TimeoutInner(subscriber, scheduler: scheduler, interval: interval, options: options, customError: customError))
        }
    }

    /// A publisher that measures and emits the time interval between events received from an
    /// upstream publisher.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Context.SchedulerTimeType.Stride
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let scheduler: Context

        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(MeasureIntervalInner<Upstream.Output, Context, S>(subscriber, scheduler: scheduler))
        }
    }

    /// A strategy for collecting received elements.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// A grouping that collects and periodically publishes items.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// A grouping that collects and publishes items periodically or when a buffer reaches a
        /// maximum size.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that buffers and periodically publishes its items.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let strategy: TimeGroupingStrategy<Context>
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            switch strategy {
            case let .byTime(scheduler, stride):
                upstream.subscribe(CollectByTimeInner<Upstream.Output, Context, S>(subscriber, scheduler: scheduler, stride: stride,
                                                                                     maxCount: nil, options: options))
            case let .byTimeOrCount(scheduler, stride, count):
                upstream.subscribe(CollectByTimeInner<Upstream.Output, Context, S>(subscriber, scheduler: scheduler, stride: stride,
                                                                                     maxCount: count, options: options))
            }
        }
    }
}

extension Publisher {
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S> {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }

    public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool) -> Publishers.Throttle<Self, S> {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }

    public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                    scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.Delay<Self, S> {
        Publishers.Delay(upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler, options: options)
    }

    public func timeout<S: Scheduler>(_ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
                                      customError: (() -> Failure)? = nil) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }

    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.MeasureInterval<Self, S> {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }

    public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil)
        -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
