import Foundation

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
            let relay = Relay(subscriber)
            let scheduler = self.scheduler, options = self.options
            _ = relay.attach(upstream, value: { value in scheduler.schedule(options: options) { relay.buffer.push(value) } },
                             completion: { completion in scheduler.schedule(options: options) { relay.buffer.complete(completion) } })
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
            let relay = Relay(subscriber)
            let scheduler = self.scheduler, dueTime = self.dueTime, options = self.options
            var generation = 0
            var pending: Output?
            _ = relay.attach(upstream, value: { value in
                let mine = relay.withLock { () -> Int in generation += 1; pending = value; return generation }
                scheduler.schedule(after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options) {
                    let due = relay.withLock { () -> Output? in
                        guard generation == mine else { return nil }
                        defer { pending = nil }
                        return pending
                    }
                    if let due { relay.buffer.push(due) }
                }
            }, completion: { completion in
                // A pending value is sent before a finish (no source: the model's reading; Apple's
                // documentation does not say what happens to it).
                let last = relay.withLock { () -> Output? in generation += 1; defer { pending = nil }; return pending }
                scheduler.schedule(options: options) {
                    if case .finished = completion, let last { relay.buffer.push(last) }
                    relay.buffer.complete(completion)
                }
            })
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

        /// The first element passes at once; later ones within `interval` of the last one sent are
        /// held, and the newest (`latest: true`) or the first of them is sent when the interval ends.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let relay = Relay(subscriber)
            let scheduler = self.scheduler, interval = self.interval, latest = self.latest
            var lastSent: Context.SchedulerTimeType?
            var held: Output?
            var windowOpen = false
            _ = relay.attach(upstream, value: { value in
                let now = scheduler.now
                let action = relay.withLock { () -> Int in
                    if windowOpen { if latest || held == nil { held = value }; return 0 }
                    if let lastSent, lastSent.distance(to: now) < interval {
                        held = value
                        windowOpen = true
                        return 2
                    }
                    lastSent = now
                    return 1
                }
                if action == 1 { scheduler.schedule { relay.buffer.push(value) } }
                if action == 2, let since = relay.withLock({ lastSent }) {
                    scheduler.schedule(after: since.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: nil) {
                        let due = relay.withLock { () -> Output? in
                            windowOpen = false
                            lastSent = scheduler.now
                            defer { held = nil }
                            return held
                        }
                        if let due { relay.buffer.push(due) }
                    }
                }
            }, completion: { completion in scheduler.schedule { relay.buffer.complete(completion) } })
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
            let relay = Relay(subscriber)
            let scheduler = self.scheduler, interval = self.interval, tolerance = self.tolerance, options = self.options
            _ = relay.attach(upstream, value: { value in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { relay.buffer.push(value) }
            }, completion: { completion in
                scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance, options: options) { relay.buffer.complete(completion) }
            })
        }
    }
}

extension Publisher {
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
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
}
