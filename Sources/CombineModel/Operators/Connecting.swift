import Foundation

extension Publishers {
    /// A publisher that uses a subject to deliver elements to multiple subscribers. Each
    /// subscriber subscribes to the subject (its subscription described as "Multicast"); each
    /// `connect()` subscribes the subject to the upstream (OpenCombine's MulticastTests).
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
        where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let createSubject: () -> SubjectType
        private let lock = NSLock()
        private var madeSubject: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var subject: SubjectType {
            lock.withLock {
                if let madeSubject { return madeSubject }
                let made = createSubject()
                madeSubject = made
                return made
            }
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.subscribe(MulticastInner(subscriber))
        }

        public func connect() -> Cancellable { upstream.subscribe(subject) }
    }

    /// A publisher that provides explicit connectability to another publisher: a multicast to a
    /// passthrough subject.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        public init(upstream: Upstream) { inner = Multicast(upstream: upstream, createSubject: PassthroughSubject.init) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable { inner.connect() }
    }

    /// A publisher that automatically connects to an upstream connectable publisher at its first
    /// subscription, and disconnects when the last subscription is cancelled. Its subscribers see
    /// the upstream's subscription (OpenCombine's AutoconnectTests).
    public class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let lock = NSLock()
        private var connection: Cancellable?
        private var subscribers = 0

        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let connect = lock.withLock { () -> Bool in
                subscribers += 1
                return subscribers == 1 && connection == nil
            }
            upstream.subscribe(AutoconnectInner(subscriber, release: { [self] in release() }))
            if connect {
                let made = upstream.connect()
                lock.withLock { connection = made }
            }
        }

        private func release() {
            let ended = lock.withLock { () -> Cancellable? in
                subscribers -= 1
                guard subscribers == 0 else { return nil }
                defer { connection = nil }
                return connection
            }
            ended?.cancel()
        }
    }

    /// A publisher that shares the output of an upstream publisher with multiple subscribers: a
    /// multicast to a passthrough subject that connects at the first subscription. Two shares are
    /// equal only when they are the same instance.
    public final class Share<Upstream: Publisher>: Publisher, Equatable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Autoconnect(upstream: Multicast(upstream: upstream, createSubject: PassthroughSubject.init))
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            inner.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool { lhs === rhs }
    }
}

/// A subscriber of a multicast's subject: it hands the downstream itself ("Multicast") once, and
/// passes on the subject's values, completion and the downstream's requests.
final class MulticastInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let lock = NSLock()
    private let downstream: Downstream
    private var status = SubscriptionStatus.awaitingSubscription

    init(_ downstream: Downstream) { self.downstream = downstream }

    var description: String { "Multicast" }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { status.take(subscription) }
        if keep { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard lock.withLock({ status.subscription != nil }) else { return .none }
        return downstream.receive(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let live = lock.withLock { () -> Bool in
            guard status.subscription != nil else { return false }
            status = .terminal
            return true
        }
        if live { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { status.subscription }?.request(demand)
    }

    func cancel() {
        let held = lock.withLock { () -> Subscription? in defer { status = .terminal }; return status.subscription }
        held?.cancel()
    }
}

/// A subscriber of an autoconnect's upstream: described as the upstream's subscription, it passes
/// everything on; its first cancellation releases its share of the connection.
final class AutoconnectInner<Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let lock = NSLock()
    private let downstream: Downstream
    private var upstream: Subscription?
    private var release: (() -> Void)?

    init(_ downstream: Downstream, release: @escaping () -> Void) {
        self.downstream = downstream
        self.release = release
    }

    var description: String { lock.withLock { upstream.map { String(describing: $0) } } ?? "Autoconnect" }

    func receive(subscription: Subscription) {
        lock.withLock { upstream = subscription }
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let (held, releasing) = lock.withLock { () -> (Subscription?, (() -> Void)?) in
            defer { release = nil }
            return (upstream, release)
        }
        held?.cancel()
        releasing?()
    }
}

extension Publisher {
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
        where S.Failure == Failure, S.Output == Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S> where S.Failure == Failure, S.Output == Output {
        Publishers.Multicast(upstream: self, createSubject: { subject })
    }

    public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
}

extension Publisher where Failure == Never {
    public func makeConnectable() -> Publishers.MakeConnectable<Self> { Publishers.MakeConnectable(upstream: self) }
}

extension ConnectablePublisher {
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
