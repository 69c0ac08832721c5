import Foundation

/// A publisher that emits an output to each subscriber just once, and then finishes. The value
/// waits for demand (OpenCombine's JustTests).
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: SingleValueSubscription(subscriber, value: output, name: "Just"))
    }
}

extension Just: Equatable where Output: Equatable {}

/// The subscription of a publisher of one value (`Just`, `Optional.Publisher`,
/// `Result.Publisher`): at the first demand it sends the value, then finishes; cancelling first
/// sends nothing.
final class SingleValueSubscription<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = NSLock()
    private var downstream: Downstream?
    private let value: Downstream.Input
    let description: String

    init(_ downstream: Downstream, value: Downstream.Input, name: String) {
        self.downstream = downstream
        self.value = value
        description = name
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        guard let subscriber = lock.withLock({ () -> Downstream? in defer { downstream = nil }; return downstream }) else { return }
        _ = subscriber.receive(value)
        subscriber.receive(completion: .finished)
    }

    func cancel() { lock.withLock { downstream = nil } }
}
