import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval. Its
    /// timer runs on the run's simulated clock (`wait` steps move it), from `connect()` on.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        // Apple's drops the tolerance here: the publisher's `tolerance` is nil (OpenCombine's
        // TimerPublisherTests, "testPublishMethod").
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, options: options)
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
            let subscription = NotificationSubscription(center: center, name: name, object: object, downstream: subscriber)
            subscriber.receive(subscription: subscription)
        }
    }
}

/// A subscription to notifications ("NotificationCenter Observer"): the observer is added at once,
/// and a notification that comes while the subscriber has no demand is dropped (OpenCombine's
/// NotificationCenterTests).
final class NotificationSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Notification, Downstream.Failure == Never {
    private let lock = NSLock()
    private var center: NotificationCenter?
    private var observer: NSObjectProtocol?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject?, downstream: Downstream) {
        self.center = center
        self.downstream = downstream
        observer = center.addObserver(forName: name, object: object, queue: nil) { [weak self] in self?.post($0) }
    }

    var description: String { "NotificationCenter Observer" }

    private func post(_ notification: Notification) {
        let target = lock.withLock { () -> Downstream? in
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let target else { return }
        let more = target.receive(notification)
        lock.withLock { demand += more }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        let (center, observer) = lock.withLock { () -> (NotificationCenter?, NSObjectProtocol?) in
            defer { self.center = nil; self.observer = nil; downstream = nil }
            return (self.center, self.observer)
        }
        if let center, let observer { center.removeObserver(observer) }
    }
}
