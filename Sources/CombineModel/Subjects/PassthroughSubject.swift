/// A subject that broadcasts elements to downstream subscribers. A subscriber with no demand at
/// the moment of a `send` misses that value (Apple's PassthroughSubject documentation: "it drops
/// values if there are no subscribers, or its current demand is zero").
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    private let base = SubjectBase<Output, Failure>(name: "PassthroughSubject", requestsUpstreamAtOnce: false)

    public init() {}

    public func send(_ input: Output) { base.deliver(input) }
    public func send(completion: Subscribers.Completion<Failure>) { base.complete(completion) }
    public func send(subscription: Subscription) { base.acceptUpstream(subscription) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { base.attach(subscriber) }
}
