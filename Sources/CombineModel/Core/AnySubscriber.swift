import Foundation

/// A type-erasing subscriber. It keeps the erased subscriber's identifier and description (a
/// subscriber that is not `CustomStringConvertible` is described by its type); erasing an
/// `AnySubscriber` again keeps it as it is. Made from closures it is "Anonymous AnySubscriber";
/// made from a subject it is "Subject" and hands the subject what it receives.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let subscription: (Subscription) -> Void
    private let value: (Input) -> Subscribers.Demand
    private let completion: (Subscribers.Completion<Failure>) -> Void
    private let describe: () -> String

    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        if let erased = s as? AnySubscriber<Input, Failure> {
            self = erased
            return
        }
        combineIdentifier = s.combineIdentifier
        subscription = s.receive(subscription:)
        value = s.receive(_:)
        completion = s.receive(completion:)
        if let described = s as? CustomStringConvertible {
            describe = { described.description }
        } else {
            let name = "\(type(of: s))"
            describe = { name }
        }
    }

    public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
        self.init(SubjectSubscriber(s))
    }

    public init(receiveSubscription: ((Subscription) -> Void)? = nil, receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        combineIdentifier = CombineIdentifier()
        subscription = receiveSubscription ?? { _ in }
        value = receiveValue ?? { _ in .none }
        completion = receiveCompletion ?? { _ in }
        describe = { "Anonymous AnySubscriber" }
    }

    public var description: String { describe() }
    public func receive(subscription: Subscription) { self.subscription(subscription) }
    public func receive(_ input: Input) -> Subscribers.Demand { value(input) }
    public func receive(completion: Subscribers.Completion<Failure>) { self.completion(completion) }
}

/// A subject as a subscriber: it hands the subject itself as the subscription (described as
/// "Subject"), passing on the subject's requests to the one upstream subscription it keeps; values
/// and the first completion go to the subject, and it asks for nothing more per value.
final class SubjectSubscriber<S: Subject>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = S.Output
    typealias Failure = S.Failure
    private let lock = NSLock()
    private weak var subject: S?
    private var upstream: Subscription?
    private var subscribed = false
    private var finished = false

    init(_ subject: S) { self.subject = subject }

    var description: String { "Subject" }

    func receive(subscription: Subscription) {
        let (target, keep) = lock.withLock { () -> (S?, Bool) in
            guard !subscribed, !finished, let subject else { return (nil, false) }
            subscribed = true
            upstream = subscription
            return (subject, true)
        }
        guard keep, let target else { subscription.cancel(); return }
        target.send(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let target = lock.withLock({ finished ? nil : subject }) else { return .none }
        target.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let target = lock.withLock { () -> S? in
            guard !finished else { return nil }
            finished = true
            upstream = nil
            return subject
        }
        target?.send(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { upstream }?.request(demand) }

    func cancel() {
        let held = lock.withLock { () -> Subscription? in
            finished = true
            defer { upstream = nil; subject = nil }
            return upstream
        }
        held?.cancel()
    }
}
