import Foundation

/// A subject that broadcasts elements to downstream subscribers. A subscriber with no demand at
/// the moment of a `send` misses that value (Apple's PassthroughSubject documentation: "it drops
/// values if there are no subscribers, or its current demand is zero").
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let hub = SubjectHub<Output, Failure>(keepsCurrent: false)
    public init() {}

    public func send(_ input: Output) { hub.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { hub.send(completion: completion) }
    public func send(subscription: Subscription) { subscription.request(.unlimited) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { hub.attach(subscriber) }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes;
/// a new subscriber receives the current value first (Apple's CurrentValueSubject documentation).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let hub: SubjectHub<Output, Failure>

    public init(_ value: Output) {
        hub = SubjectHub(keepsCurrent: true)
        hub.current = value
    }

    public var value: Output {
        get { hub.lock.withLock { hub.current! } }
        set { send(newValue) }
    }

    public func send(_ input: Output) { hub.send(input) }
    public func send(completion: Subscribers.Completion<Failure>) { hub.send(completion: completion) }
    public func send(subscription: Subscription) { subscription.request(.unlimited) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { hub.attach(subscriber) }
}

/// The subscribers of a subject, each with its own demand.
final class SubjectHub<Output, Failure: Error> {
    let lock = NSRecursiveLock()
    let keepsCurrent: Bool
    var current: Output?
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?

    init(keepsCurrent: Bool) { self.keepsCurrent = keepsCurrent }

    final class Conduit: Subscription {
        weak var hub: SubjectHub?
        let downstream: AnySubscriber<Output, Failure>
        var demand: Subscribers.Demand = .none
        var live = true
        /// A CurrentValueSubject's value not yet delivered to this subscriber.
        var owesCurrent: Bool

        init(hub: SubjectHub, downstream: AnySubscriber<Output, Failure>, owesCurrent: Bool) {
            self.hub = hub
            self.downstream = downstream
            self.owesCurrent = owesCurrent
        }

        func request(_ demand: Subscribers.Demand) {
            guard let hub else { return }
            let owed: Output? = hub.lock.withLock {
                self.demand += demand
                guard owesCurrent, self.demand > 0, let value = hub.current else { return nil }
                owesCurrent = false
                self.demand -= 1
                return value
            }
            if let owed { let more = downstream.receive(owed); hub.lock.withLock { self.demand += more } }
        }

        func cancel() {
            guard let hub else { return }
            hub.lock.withLock {
                live = false
                hub.conduits.removeAll { $0 === self }
            }
        }
    }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        if let finished = lock.withLock({ completion }) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: finished)
            return
        }
        let conduit = Conduit(hub: self, downstream: AnySubscriber(subscriber), owesCurrent: keepsCurrent)
        lock.withLock { conduits.append(conduit) }
        subscriber.receive(subscription: conduit)
    }

    func send(_ value: Output) {
        let targets: [Conduit] = lock.withLock {
            guard completion == nil else { return [] }
            if keepsCurrent { current = value }
            return conduits
        }
        for conduit in targets {
            let deliver = lock.withLock { () -> Bool in
                guard conduit.live, conduit.demand > 0 else {
                    // A CurrentValueSubject keeps the newest value for a subscriber without demand.
                    if keepsCurrent { conduit.owesCurrent = true }
                    return false
                }
                conduit.owesCurrent = false
                conduit.demand -= 1
                return true
            }
            if deliver {
                let more = conduit.downstream.receive(value)
                lock.withLock { conduit.demand += more }
            }
        }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let targets: [Conduit] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            return conduits
        }
        for conduit in targets where conduit.live {
            conduit.live = false
            conduit.downstream.receive(completion: completion)
        }
    }
}
