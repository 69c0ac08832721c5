import Foundation

/// What `PassthroughSubject` and `CurrentValueSubject` share (OpenCombine's PassthroughSubjectTests
/// and CurrentValueSubjectTests record it against Apple's):
/// - each subscriber gets its own subscription (described by the subject's name) with its own
///   demand; a value reaches a subscriber only while it has demand;
/// - the first completion ends the subject: it goes to every subscriber, later values and
///   completions are ignored (also when sent from a subscriber's own completion handler), and a
///   subscriber that comes later gets `Subscriptions.empty` and the completion at once;
/// - upstream subscriptions handed in with `send(subscription:)` are kept, asked for unlimited
///   demand (a passthrough subject waits until some subscriber has asked for something), and
///   cancelled when the subject goes away.
class SubjectBase<Output, Failure: Error> {
    let lock = NSRecursiveLock()
    private var conduits: [Conduit] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private var upstreams: [Subscription] = []
    private var downstreamHasAskedForDemand = false
    private let name: String
    /// Whether upstream subscriptions are asked for demand as soon as they arrive.
    private let requestsUpstreamAtOnce: Bool

    init(name: String, requestsUpstreamAtOnce: Bool) {
        self.name = name
        self.requestsUpstreamAtOnce = requestsUpstreamAtOnce
    }

    deinit { upstreams.forEach { $0.cancel() } }

    var isCompleted: Bool { lock.withLock { completion != nil } }

    /// The value a new subscriber is owed first (a current value subject's value).
    func initialValue() -> Output? { nil }

    func attach<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        if let finished = lock.withLock({ completion }) {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: finished)
            return
        }
        let conduit = Conduit(parent: self, downstream: AnySubscriber(subscriber), name: name, owesValue: initialValue() != nil)
        lock.withLock { conduits.append(conduit) }
        subscriber.receive(subscription: conduit)
    }

    func acceptUpstream(_ subscription: Subscription) {
        let request = lock.withLock { () -> Bool in
            upstreams.append(subscription)
            return requestsUpstreamAtOnce || downstreamHasAskedForDemand
        }
        if request { subscription.request(.unlimited) }
    }

    /// Sends `value` to every subscriber that has demand; a current value subject remembers, for
    /// each one without demand, that it is owed the current value.
    func deliver(_ value: Output) {
        let targets = lock.withLock { completion == nil ? conduits : [] }
        targets.forEach { $0.offer(value) }
    }

    func complete(_ completion: Subscribers.Completion<Failure>) {
        let targets = lock.withLock { () -> [Conduit] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits = [] }
            return conduits
        }
        targets.forEach { $0.finish(completion) }
    }

    fileprivate func demandArrived() {
        let pending = lock.withLock { () -> [Subscription] in
            guard !requestsUpstreamAtOnce, !downstreamHasAskedForDemand else { return [] }
            downstreamHasAskedForDemand = true
            return upstreams
        }
        pending.forEach { $0.request(.unlimited) }
    }

    fileprivate func remove(_ conduit: Conduit) {
        lock.withLock { conduits.removeAll { $0 === conduit } }
    }

    /// One subscriber's subscription to the subject.
    final class Conduit: Subscription, CustomStringConvertible {
        private let lock = NSRecursiveLock()
        private var parent: SubjectBase?
        private var downstream: AnySubscriber<Output, Failure>?
        private var demand: Subscribers.Demand = .none
        /// Whether the subscriber is owed the current value (a current value subject's).
        private var owesValue: Bool
        let description: String

        init(parent: SubjectBase, downstream: AnySubscriber<Output, Failure>, name: String, owesValue: Bool) {
            self.parent = parent
            self.downstream = downstream
            description = name
            self.owesValue = owesValue
        }

        func request(_ demand: Subscribers.Demand) {
            precondition(demand > 0, "demand must be positive")
            let (owner, owed) = lock.withLock { () -> (SubjectBase?, Bool) in
                guard downstream != nil else { return (nil, false) }
                self.demand += demand
                return (parent, owesValue)
            }
            owner?.demandArrived()
            if owed, let value = owner?.initialValue() { offer(value) }
        }

        func offer(_ value: Output) {
            let subscriber = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                guard let downstream else { return nil }
                guard demand > 0 else { owesValue = true; return nil }
                demand -= 1
                owesValue = false
                return downstream
            }
            guard let subscriber else { return }
            let more = subscriber.receive(value)
            lock.withLock { if downstream != nil { demand += more } }
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            let subscriber = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                defer { downstream = nil; parent = nil }
                return downstream
            }
            subscriber?.receive(completion: completion)
        }

        func cancel() {
            let owner = lock.withLock { () -> SubjectBase? in
                downstream = nil
                defer { parent = nil }
                return parent
            }
            owner?.remove(self)
        }
    }
}
