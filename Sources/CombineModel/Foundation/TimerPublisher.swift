import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval. Its
    /// timer runs on the run's simulated clock (`wait` steps move it), from `connect()` on.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var timer: Cancellable?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer: the first date `interval` after now, then every `interval`. The
        /// connection is not an AnyCancellable: dropping it does not stop the timer.
        public func connect() -> Cancellable {
            let nanos = Int64((interval * 1e9).rounded())
            return lock.withLock { () -> Cancellable in
                if let timer { return timer }
                let subject = self.subject
                let started = SimulatedTime.repeating(firstAfter: nanos, interval: nanos) { subject.send(SimulatedDate.now) }
                timer = started
                return started
            }
        }
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher at its first
    /// subscription.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let lock = NSLock()
        private var connection: Cancellable?

        public init(upstream: Upstream) { self.upstream = upstream }

        /// Connects at the first subscription; each subscription keeps this publisher (and so the
        /// connection) alive, and the connection is cancelled when the last one is cancelled.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            lock.withLock { subscribers += 1 }
            upstream.receive(subscriber: AutoconnectInner(downstream: subscriber, parent: self))
            let connect = lock.withLock { connection == nil }
            if connect {
                let made = upstream.connect()
                lock.withLock { connection = made }
            }
        }

        private var subscribers = 0

        func release() {
            let ended = lock.withLock { () -> Cancellable? in
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ended?.cancel()
        }
    }
}

/// A subscriber of an `Autoconnect`, holding it while subscribed.
final class AutoconnectInner<Upstream: ConnectablePublisher, Downstream: Subscriber>: Subscriber, Subscription
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let downstream: Downstream
    private var parent: Publishers.Autoconnect<Upstream>?
    private var upstream: Subscription?
    private let lock = NSLock()

    init(downstream: Downstream, parent: Publishers.Autoconnect<Upstream>) {
        self.downstream = downstream
        self.parent = parent
    }

    func receive(subscription: Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let (held, owner) = lock.withLock { () -> (Subscription?, Publishers.Autoconnect<Upstream>?) in
            defer { upstream = nil; parent = nil }
            return (upstream, parent)
        }
        held?.cancel()
        owner?.release()
    }
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: CombineModel.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
        public let center: NotificationCenter
        public let name: Notification.Name
        public let object: AnyObject?

        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let buffer = DemandBuffer(downstream: subscriber)
            let observer = center.addObserver(forName: name, object: object, queue: nil) { buffer.push($0) }
            let center = self.center
            buffer.onCancel = { center.removeObserver(observer) }
            buffer.start()
        }
    }
}
