/// A subject that wraps a single value and publishes a new element whenever the value changes;
/// a new subscriber receives the current value first (Apple's CurrentValueSubject documentation).
///
/// A subscriber without demand when a value is sent gets the then-current value when it next asks.
/// After completion, `send(_:)` changes nothing, while setting `value` still stores it (and sends
/// nothing): OpenCombine's CurrentValueSubjectTests, "testSendValueAfterCompletion" and
/// "testChangeValueAfterCompletion".
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let base: Base

    public init(_ value: Output) { base = Base(value, name: "CurrentValueSubject") }

    public var value: Output {
        get { base.lock.withLock { base.current } }
        set {
            base.lock.withLock { base.current = newValue }
            base.deliver(newValue)
        }
    }

    public func send(_ input: Output) {
        let live = base.lock.withLock { () -> Bool in
            guard !base.isCompleted else { return false }
            base.current = input
            return true
        }
        if live { base.deliver(input) }
    }

    public func send(completion: Subscribers.Completion<Failure>) { base.complete(completion) }
    public func send(subscription: Subscription) { base.acceptUpstream(subscription) }
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { base.attach(subscriber) }

    final class Base: SubjectBase<Output, Failure> {
        var current: Output
        init(_ value: Output, name: String) {
            current = value
            super.init(name: name, requestsUpstreamAtOnce: true)
        }
        override func initialValue() -> Output? { lock.withLock { current } }
    }
}
