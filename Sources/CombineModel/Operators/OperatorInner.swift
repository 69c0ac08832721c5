import Foundation

/// The subscriber an operator puts between its upstream and its downstream when it hands the
/// downstream the upstream's own subscription (`map`, `filter`, `compactMap`, `scan`, `mapError`,
/// `setFailureType`, `ignoreOutput`, …; OpenCombine's tests see the upstream's subscription
/// downstream). It keeps no state: it passes on every value and every completion, also after a
/// completion or a cancellation, and a value it drops asks the upstream for one more in its place.
final class PassThroughInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber {
    typealias Failure = UpstreamFailure
    private let downstream: Downstream
    /// The value to pass on, or nil to drop it.
    private let transform: (Input) -> Downstream.Input?
    private let mapCompletion: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    /// Run with the upstream's subscription after the downstream has received it.
    private let afterSubscription: ((Subscription) -> Void)?
    /// What a dropped value asks of the upstream.
    private let replacementDemand: Subscribers.Demand

    init(_ downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?,
         mapCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>,
         afterSubscription: ((Subscription) -> Void)? = nil, replacementDemand: Subscribers.Demand = .max(1)) {
        self.downstream = downstream
        self.transform = transform
        self.mapCompletion = mapCompletion
        self.afterSubscription = afterSubscription
        self.replacementDemand = replacementDemand
    }

    func receive(subscription: Subscription) {
        downstream.receive(subscription: subscription)
        afterSubscription?(subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let output = transform(input) else { return replacementDemand }
        return downstream.receive(output)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) { downstream.receive(completion: mapCompletion(completion)) }
}

extension PassThroughInner where UpstreamFailure == Downstream.Failure {
    convenience init(_ downstream: Downstream, transform: @escaping (Input) -> Downstream.Input?) {
        self.init(downstream, transform: transform, mapCompletion: { $0 })
    }
}

/// What an operator does with one upstream value.
enum OperatorStep<Output, Failure: Error> {
    /// Pass this value on.
    case send(Output)
    /// Drop the value, asking the upstream for one more in its place.
    case drop
    /// Drop the value and ask the upstream for nothing more.
    case dropQuietly
    /// Pass this value on, then finish (cancelling the upstream).
    case sendAndFinish(Output)
    /// Finish now (cancelling the upstream).
    case finish
    /// Fail now (cancelling the upstream).
    case fail(Failure)
}

/// The subscriber-and-subscription an operator puts between its upstream and its downstream when
/// the downstream sees a subscription of the operator's own, described by its name ("TryMap",
/// "TryFilter", "RemoveDuplicates", …). The upstream's subscription is kept until a completion or
/// a cancellation; a second one is cancelled. Requests go to the upstream as they come.
///
/// Apple's operators of this kind differ in how strictly they keep to their state (OpenCombine's
/// tests of each record which); see `Strictness`.
final class OperatorInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Failure = UpstreamFailure

    enum Strictness {
        /// Values are handled in any state, also after a throw (each throw sends a failure); a
        /// cancellation before the subscription does nothing (`tryMap`, `tryScan`).
        case lenient
        /// Values count only while subscribed; a cancellation before the subscription does nothing
        /// (`drop(while:)`).
        case gated
        /// Values count only while subscribed; a cancellation before the subscription ends it too
        /// (`removeDuplicates`, `tryFilter`, `tryCompactMap`, `prefix(while:)`, …).
        case strict
        /// Values and completions count until the end, also before the subscription; a
        /// cancellation before the subscription does nothing (`encode`, `decode`).
        case coding
    }

    private let lock = NSLock()
    private var status = SubscriptionStatus.awaitingSubscription
    private let downstream: Downstream
    private let strictness: Strictness
    private let step: (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>
    private let mapCompletion: (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>
    let description: String

    init(_ downstream: Downstream, name: String, strictness: Strictness,
         step: @escaping (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>,
         mapCompletion: @escaping (Subscribers.Completion<UpstreamFailure>) -> Subscribers.Completion<Downstream.Failure>) {
        self.downstream = downstream
        description = name
        self.strictness = strictness
        self.step = step
        self.mapCompletion = mapCompletion
    }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { status.take(subscription) }
        if keep { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        if !acceptsValue() { return .none }
        switch step(input) {
        case .send(let output): return downstream.receive(output)
        case .drop: return .max(1)
        case .dropQuietly: return .none
        case .sendAndFinish(let output):
            _ = downstream.receive(output)
            end(.finished)
        case .finish: end(.finished)
        case .fail(let error): end(.failure(error))
        }
        return .none
    }

    private func acceptsValue() -> Bool {
        lock.withLock {
            switch strictness {
            case .lenient: return true
            case .gated, .strict: return status.subscription != nil
            case .coding: return !status.isTerminal
            }
        }
    }

    /// Cancels the upstream and sends `completion`; only a lenient operator sends it more than once.
    private func end(_ completion: Subscribers.Completion<Downstream.Failure>) {
        let (upstream, wasLive) = lock.withLock { () -> (Subscription?, Bool) in
            let live = !status.isTerminal
            defer { status = .terminal }
            return (status.subscription, live)
        }
        upstream?.cancel()
        if wasLive || strictness == .lenient { downstream.receive(completion: completion) }
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let live = lock.withLock { () -> Bool in
            guard status.subscription != nil || (strictness == .coding && status.isAwaiting) else { return false }
            status = .terminal
            return true
        }
        if live { downstream.receive(completion: mapCompletion(completion)) }
    }

    func request(_ demand: Subscribers.Demand) { lock.withLock { status.subscription }?.request(demand) }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            if strictness == .strict, status.isAwaiting { status = .terminal; return nil }
            guard let subscription = status.subscription else { return nil }
            status = .terminal
            return subscription
        }
        upstream?.cancel()
    }
}

extension OperatorInner where UpstreamFailure == Downstream.Failure {
    convenience init(_ downstream: Downstream, name: String, strictness: Strictness,
                     step: @escaping (Input) -> OperatorStep<Downstream.Input, Downstream.Failure>) {
        self.init(downstream, name: name, strictness: strictness, step: step, mapCompletion: { $0 })
    }
}

extension OperatorInner where Downstream.Failure == Error {
    /// For a throwing operator: its failure is `any Error`.
    convenience init(_ downstream: Downstream, name: String, strictness: Strictness,
                     throwingStep: @escaping (Input) throws -> OperatorStep<Downstream.Input, Error>) {
        self.init(downstream, name: name, strictness: strictness, step: { input in
            do { return try throwingStep(input) } catch { return .fail(error) }
        }, mapCompletion: { $0.erased })
    }
}
