import Foundation

extension Publishers {
    /// A publisher that replaces any errors in the stream with a provided element ("ReplaceError").
    /// The replacement waits for demand; values and completions count only while subscribed.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        public let output: Upstream.Output
        public let upstream: Upstream

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            upstream.subscribe(ReplaceInner<Upstream.Failure, S>(subscriber, name: "ReplaceError", output: output, replacesEmpty: false,
                                                                    forwardFailure: { _ in nil }))
        }
    }

    /// A publisher that replaces an empty stream with a provided element ("ReplaceEmpty"). Like
    /// Apple's, it asks the upstream for unlimited values once the downstream has the subscription.
    public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let output: Upstream.Output
        public let upstream: Upstream

        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReplaceInner<Failure, S>(subscriber, name: "ReplaceEmpty", output: output, replacesEmpty: true,
                                                         forwardFailure: { $0 }))
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher ("Catch").
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let handler = self.handler
            let inner = CatchInner<Upstream, NewPublisher, S>(subscriber, name: "Catch", handler: { .success(handler($0)) })
            upstream.subscribe(inner.makeBefore())
        }
    }

    /// A publisher that handles errors from an upstream publisher by either replacing it with
    /// another publisher or failing with the error the handler throws ("TryCatch").
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let handler = self.handler
            let inner = CatchInner<Upstream, Publishers.MapError<NewPublisher, Error>, S>(subscriber, name: "TryCatch", handler: { error in
                do { return .success(try handler(error).mapError { $0 as Error }) } catch { return .failure(error) }
            })
            upstream.subscribe(inner.makeBefore())
        }
    }

    /// A publisher that attempts to recreate its subscription to a failed upstream publisher
    /// ("Retry"; nil retries without end).
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(RetryInner(subscriber, upstream: upstream, retries: retries))
        }
    }
}

/// `replaceError(with:)` and `replaceEmpty(with:)`: the replacement waits for demand.
final class ReplaceInner<UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Input = Downstream.Input
    typealias Failure = UpstreamFailure
    private let lock = NSLock()
    private let downstream: Downstream
    private let output: Input
    /// `replaceEmpty` (replaces a finish with no value) rather than `replaceError` (replaces a failure).
    private let replacesEmpty: Bool
    private var status = SubscriptionStatus.awaitingSubscription
    private var demand = Subscribers.Demand.none
    private var receivedValue = false
    private var replacementPending = false
    /// The failure passed on (`replaceEmpty`); `replaceError` replaces every failure.
    private let forwardFailure: (UpstreamFailure) -> Downstream.Failure?
    let description: String

    init(_ downstream: Downstream, name: String, output: Input, replacesEmpty: Bool,
         forwardFailure: @escaping (UpstreamFailure) -> Downstream.Failure?) {
        self.downstream = downstream
        description = name
        self.output = output
        self.replacesEmpty = replacesEmpty
        self.forwardFailure = forwardFailure
    }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { status.take(subscription) }
        guard keep else { subscription.cancel(); return }
        downstream.receive(subscription: self)
        if replacesEmpty { subscription.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let claim = { () -> Bool in
            guard self.status.subscription != nil, !self.replacementPending else { return false }
            self.receivedValue = true
            self.demand -= 1
            return true
        }
        return lock.deliver(input, to: downstream, if: claim, addingDemand: { demand += $0 }) ?? .none
    }

    private enum Action { case forward, replace, wait, ignore }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let action = lock.withLock { () -> Action in
            guard status.subscription != nil, !replacementPending else { return .ignore }
            let replace: Bool
            switch completion {
            case .finished: replace = replacesEmpty && !receivedValue
            case .failure: replace = !replacesEmpty
            }
            guard replace else { status = .terminal; return .forward }
            if demand > 0 { status = .terminal; return .replace }
            replacementPending = true
            return .wait
        }
        switch action {
        case .forward:
            switch completion {
            case .finished: downstream.receive(completion: .finished)
            case .failure(let error): if let failure = forwardFailure(error) { downstream.receive(completion: .failure(failure)) }
            }
        case .replace: sendReplacement()
        case .wait, .ignore: break
        }
    }

    private func sendReplacement() {
        _ = downstream.receive(output)
        downstream.receive(completion: .finished)
    }

    func request(_ demand: Subscribers.Demand) {
        let (upstream, replace) = lock.withLock { () -> (Subscription?, Bool) in
            guard status.subscription != nil else { return (nil, false) }
            self.demand += demand
            if replacementPending { status = .terminal; return (nil, true) }
            return (status.subscription, false)
        }
        upstream?.request(demand)
        if replace { sendReplacement() }
    }

    func cancel() {
        let upstream = lock.withLock { () -> Subscription? in
            guard let subscription = status.subscription else { return nil }
            status = .terminal
            return subscription
        }
        upstream?.cancel()
    }
}

/// `catch` and `tryCatch`: the upstream until it fails, then the handler's publisher, with the
/// demand not yet met carried over (OpenCombine's CatchTests).
final class CatchInner<Upstream: Publisher, NewPublisher: Publisher, Downstream: Subscriber>: Subscription, CustomStringConvertible
    where Downstream.Input == Upstream.Output, NewPublisher.Output == Upstream.Output, NewPublisher.Failure == Downstream.Failure {
    private enum State {
        case awaitingUpstream
        case upstream(Subscription)
        case awaitingNew
        case new(Subscription)
        case terminal
    }

    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private let handler: (Upstream.Failure) -> Result<NewPublisher, Downstream.Failure>
    private var state = State.awaitingUpstream
    private var demand = Subscribers.Demand.none
    let description: String

    init(_ downstream: Downstream, name: String, handler: @escaping (Upstream.Failure) -> Result<NewPublisher, Downstream.Failure>) {
        self.downstream = downstream
        description = name
        self.handler = handler
    }

    func makeBefore() -> Before { Before(self) }

    /// The subscriber of the upstream, before the failure.
    final class Before: Subscriber {
        typealias Input = Upstream.Output
        typealias Failure = Upstream.Failure
        let parent: CatchInner
        init(_ parent: CatchInner) { self.parent = parent }
        func receive(subscription: Subscription) { parent.receiveUpstream(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.pass(input) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.upstreamCompleted(completion) }
    }

    /// The subscriber of the handler's publisher.
    final class After: Subscriber {
        typealias Input = NewPublisher.Output
        typealias Failure = NewPublisher.Failure
        let parent: CatchInner
        init(_ parent: CatchInner) { self.parent = parent }
        func receive(subscription: Subscription) { parent.receiveNew(subscription) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.pass(input) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.newCompleted(completion) }
    }

    func receiveUpstream(_ subscription: Subscription) {
        let keep = lock.withLock { () -> Bool in
            guard case .awaitingUpstream = state else { return false }
            state = .upstream(subscription)
            return true
        }
        if keep { downstream.receive(subscription: self) } else { subscription.cancel() }
    }

    func pass(_ input: Upstream.Output) -> Subscribers.Demand {
        lock.withLock { demand -= 1 }
        let more = downstream.receive(input)
        lock.withLock { demand += more }
        return more
    }

    func upstreamCompleted(_ completion: Subscribers.Completion<Upstream.Failure>) {
        let live = lock.withLock { () -> Bool in
            guard case .upstream = state else { return false }
            if case .finished = completion { state = .terminal } else { state = .awaitingNew }
            return true
        }
        guard live else { return }
        switch completion {
        case .finished:
            downstream.receive(completion: .finished)
        case .failure(let error):
            switch handler(error) {
            case .success(let publisher):
                publisher.subscribe(After(self))
            case .failure(let thrown):
                lock.withLock { state = .terminal }
                downstream.receive(completion: .failure(thrown))
            }
        }
    }

    func receiveNew(_ subscription: Subscription) {
        let pending = lock.withLock { () -> Subscribers.Demand? in
            guard case .awaitingNew = state else { return nil }
            state = .new(subscription)
            return demand
        }
        guard let pending else { subscription.cancel(); return }
        if pending > 0 { subscription.request(pending) }
    }

    func newCompleted(_ completion: Subscribers.Completion<NewPublisher.Failure>) {
        let live = lock.withLock { () -> Bool in
            guard case .new = state else { return false }
            state = .terminal
            return true
        }
        if live { downstream.receive(completion: completion) }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        let target = lock.withLock { () -> Subscription? in
            self.demand += demand
            switch state {
            case .upstream(let subscription), .new(let subscription): return subscription
            default: return nil
            }
        }
        target?.request(demand)
    }

    func cancel() {
        let target = lock.withLock { () -> Subscription? in
            switch state {
            case .upstream(let subscription), .new(let subscription):
                state = .terminal
                return subscription
            default: return nil
            }
        }
        target?.cancel()
    }
}

final class RetryInner<Upstream: Publisher, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible
    where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private let upstream: Upstream
    private var remaining: Int?
    private var status = SubscriptionStatus.awaitingSubscription
    private var demand = Subscribers.Demand.none
    private var downstreamSubscribed = false
    private var subscribing = false
    private var retryPending = false

    init(_ downstream: Downstream, upstream: Upstream, retries: Int?) {
        self.downstream = downstream
        self.upstream = upstream
        remaining = retries.flatMap { $0 < 0 ? nil : $0 }
    }

    var description: String { "Retry" }

    func receive(subscription: Subscription) {
        let (keep, first, pending) = lock.withLock { () -> (Bool, Bool, Subscribers.Demand) in
            guard status.isAwaiting else { return (false, false, .none) }
            status = .subscribed(subscription)
            defer { downstreamSubscribed = true }
            return (true, !downstreamSubscribed, demand)
        }
        guard keep else { subscription.cancel(); return }
        if first { downstream.receive(subscription: self) } else if pending > 0 { subscription.request(pending) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let live = lock.withLock { () -> Bool in
            guard !status.isTerminal else { return false }
            demand -= 1
            return true
        }
        guard live else { return .none }
        let more = downstream.receive(input)
        if more > 0 {
            let target = lock.withLock { () -> Subscription? in demand += more; return status.subscription }
            target?.request(more)
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let retry = lock.withLock { () -> Bool? in
            guard status.subscription != nil else { return nil }
            if case .failure = completion, remaining.map({ $0 > 0 }) ?? true {
                remaining = remaining.map { $0 - 1 }
                status = .awaitingSubscription
                return true
            }
            status = .terminal
            return false
        }
        switch retry {
        case true?: resubscribe()
        case false?: downstream.receive(completion: completion)
        case nil: break
        }
    }

    /// Subscribes again; a failure that comes while subscribing (a publisher that fails at once)
    /// is retried once that subscribing has returned, not inside it (OpenCombine's RetryTests,
    /// "testRecurseAndFinish": the subscriptions come one after the other).
    private func resubscribe() {
        let start = lock.withLock { () -> Bool in
            if subscribing { retryPending = true; return false }
            subscribing = true
            return true
        }
        guard start else { return }
        while true {
            upstream.subscribe(self)
            let again = lock.withLock { () -> Bool in
                defer { retryPending = false }
                if !retryPending { subscribing = false }
                return retryPending
            }
            if !again { return }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        let target = lock.withLock { () -> Subscription? in
            guard !status.isTerminal else { return nil }
            self.demand += demand
            return status.subscription
        }
        target?.request(demand)
    }

    func cancel() {
        let target = lock.withLock { () -> Subscription? in
            defer { status = .terminal }
            return status.subscription
        }
        target?.cancel()
    }
}

extension Publisher {
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.ReplaceEmpty(upstream: self, output: output)
    }

    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P> where P.Output == Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P> where P.Output == Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }

    public func retry(_ retries: Int) -> Publishers.Retry<Self> { Publishers.Retry(upstream: self, retries: retries) }
}
