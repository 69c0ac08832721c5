@testable import CombineModel
import Foundation

// The tests of CombineModelTests re-derive the event sequences OpenCombine's tests record against
// Apple's Combine (github.com/OpenCombine/OpenCombine, Tests/OpenCombineTests, read at commit
// 1c6f02c7ed8140c0ba7a783aaddb6e0685a0037b; those tests compile against Apple's Combine under
// OPENCOMBINE_COMPATIBILITY_TEST). Each test names the one it follows ("OpenCombine:
// FilterTests.testFilterBasicBehavior"). These helpers are the model's own: a subscriber, a
// subscription and a publisher that record what happens to them, as plain strings.

/// The events the helpers record, as strings: `"subscription(Filter)"`, `"value(2)"`,
/// `"finished"`, `"failure(oops)"`, `"requested(max(2))"`, `"cancelled"`.
enum E {
    static func sub(_ name: String) -> String { "subscription(\(name))" }
    static func val(_ value: Any) -> String { "value(\(value))" }
    static let finished = "finished"
    static func failure(_ error: Any) -> String { "failure(\(error))" }
    static func req(_ demand: Subscribers.Demand) -> String { "requested(\(demand))" }
    static let cancelled = "cancelled"
    static func completion<F: Error>(_ completion: Subscribers.Completion<F>) -> String {
        switch completion {
        case .finished: return finished
        case .failure(let error): return failure(error)
        }
    }
}

/// An error with a description, as the tests' errors are named ("oops").
struct TestError: Error, Equatable, CustomStringConvertible, ExpressibleByStringLiteral, Codable {
    let description: String
    init(_ description: String) { self.description = description }
    init(stringLiteral value: String) { description = value }
    static let oops = TestError("oops")
}

/// A subscriber that records what it receives; it asks for `initial` demand when subscribed (none
/// when nil) and returns what `onValue` says for each value.
final class Tracker<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    private(set) var history: [String] = []
    private(set) var subscriptions: [Subscription] = []
    private(set) var values: [Input] = []
    var onSubscribe: ((Subscription) -> Void)?
    var onValue: (Input) -> Subscribers.Demand
    var onCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private let initial: Subscribers.Demand?

    init(_ initial: Subscribers.Demand? = nil, onValue: @escaping (Input) -> Subscribers.Demand = { _ in .none }) {
        self.initial = initial
        self.onValue = onValue
    }

    var description: String { "Tracker" }
    var subscription: Subscription? { subscriptions.first }

    func receive(subscription: Subscription) {
        history.append(E.sub("\(subscription)"))
        subscriptions.append(subscription)
        onSubscribe?(subscription)
        if let initial { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        history.append(E.val(input))
        values.append(input)
        return onValue(input)
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        history.append(E.completion(completion))
        onCompletion?(completion)
    }

    /// Cancels every subscription it was given.
    func cancelAll() { subscriptions.forEach { $0.cancel() } }
}

/// A subscription that records the demand asked of it and its cancellations ("TestSubscription").
final class TestSubscription: Subscription, CustomStringConvertible {
    private(set) var history: [String] = []
    var onRequest: ((Subscribers.Demand) -> Void)?
    var onCancel: (() -> Void)?
    init(onRequest: ((Subscribers.Demand) -> Void)? = nil, onCancel: (() -> Void)? = nil) {
        self.onRequest = onRequest
        self.onCancel = onCancel
    }
    var description: String { "TestSubscription" }
    func request(_ demand: Subscribers.Demand) {
        history.append(E.req(demand))
        onRequest?(demand)
    }
    func cancel() {
        history.append(E.cancelled)
        onCancel?()
    }
}

/// A publisher the test drives by hand: it hands each subscriber its subscription (if it has one)
/// and keeps the last subscriber to send it events.
final class TestPublisher<Output, Failure: Error>: Publisher {
    private(set) var subscriber: AnySubscriber<Output, Failure>?
    /// The subscriber as it was given (an operator's inner subscriber is often its subscription).
    private(set) var erasedSubscriber: Any?
    private let subscription: Subscription?
    var willSubscribe: (() -> Void)?
    var didSubscribe: (() -> Void)?

    init(_ subscription: Subscription? = TestSubscription()) { self.subscription = subscription }

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        self.subscriber = AnySubscriber(subscriber)
        erasedSubscriber = subscriber
        willSubscribe?()
        if let subscription { subscriber.receive(subscription: subscription) }
        didSubscribe?()
    }

    @discardableResult
    func send(_ value: Output) -> Subscribers.Demand { subscriber?.receive(value) ?? .none }
    func send(completion: Subscribers.Completion<Failure>) { subscriber?.receive(completion: completion) }
    func send(subscription: Subscription) { subscriber?.receive(subscription: subscription) }
}

/// A test publisher that can connect, recording its connections.
final class TestConnectable<Output, Failure: Error>: ConnectablePublisher {
    let inner: TestPublisher<Output, Failure>
    private(set) var connections: [String] = []
    init(_ subscription: Subscription? = TestSubscription()) { inner = TestPublisher(subscription) }
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure { inner.receive(subscriber: subscriber) }
    func connect() -> Cancellable {
        connections.append("connected")
        return AnyCancellable { self.connections.append("disconnected") }
    }
}

/// An operator under test with its source publisher, its upstream subscription and a tracker:
/// the model's counterpart of OpenCombine's OperatorTestHelper.
struct Harness<Input, UpstreamFailure: Error, Output, Failure: Error> {
    let publisher: TestPublisher<Input, UpstreamFailure>
    let subscription: TestSubscription
    let tracker: Tracker<Output, Failure>

    init<P: Publisher>(initial: Subscribers.Demand?, onValue: Subscribers.Demand = .none,
                       subscription: TestSubscription = TestSubscription(),
                       _ makeOperator: (TestPublisher<Input, UpstreamFailure>) -> P) where P.Output == Output, P.Failure == Failure {
        self.subscription = subscription
        publisher = TestPublisher(subscription)
        tracker = Tracker(initial, onValue: { _ in onValue })
        makeOperator(publisher).subscribe(tracker)
    }

    var downstream: Subscription { tracker.subscription! }
    @discardableResult func send(_ value: Input) -> Subscribers.Demand { publisher.send(value) }
    func finish() { publisher.send(completion: .finished) }
    func fail(_ error: UpstreamFailure) { publisher.send(completion: .failure(error)) }
    var history: [String] { tracker.history }
    var upstream: [String] { subscription.history }
}

/// What a subscription that arrives after the operator's inner subscription was cancelled gets:
/// the model's counterpart of OpenCombine's CommonTests.testCancelBeforeSubscription.
func historyAfterCancellingBeforeSubscription<P: Publisher>(_ makeOperator: (TestPublisher<Int, TestError>) -> P) -> [String] {
    let publisher = TestPublisher<Int, TestError>(nil)
    makeOperator(publisher).subscribe(Tracker<P.Output, P.Failure>())
    (publisher.erasedSubscriber as? Subscription)?.cancel()
    let subscription = TestSubscription()
    publisher.send(subscription: subscription)
    return subscription.history
}

typealias IntHarness<Output> = Harness<Int, TestError, Output, TestError>
