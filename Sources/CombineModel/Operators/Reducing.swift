import Foundation

/// What a reducing operator does with one upstream value.
enum ReduceStep<Failure: Error> {
    /// Keep going.
    case `continue`
    /// The result is known: cancel the upstream and deliver it.
    case finish
    /// Fail now (cancelling the upstream).
    case fail(Failure)
}

/// The subscriber-and-subscription of the operators that publish one result of the whole upstream
/// (`reduce`, `collect`, `count`, `first`, `last`, `min`, `contains`, `allSatisfy`, …), as
/// OpenCombine's ReduceTests and the tests like it record Apple's:
/// - the downstream gets the subscription first, then the upstream is asked for unlimited values;
/// - values and completions count only while subscribed (a cancellation before the subscription
///   does nothing);
/// - the result waits for demand, then comes with the finish; an early result (`first`,
///   `contains`) cancels the upstream when it is delivered; a failure, from the upstream or a
///   throwing closure, goes on at once (after cancelling the upstream for a throw).
final class ReduceInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible {
    typealias Failure = UpstreamFailure
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private var status = SubscriptionStatus.awaitingSubscription
    private var result: Downstream.Input?
    private let step: (inout Downstream.Input?, Input) -> ReduceStep<Downstream.Failure>
    private let mapFailure: (UpstreamFailure) -> Downstream.Failure
    private var demanded = false
    /// Set when the result is known: whether it came early (the upstream is still to cancel).
    private var finishedEarly: Bool?
    let description: String

    init(_ downstream: Downstream, name: String, initial: Downstream.Input?,
         step: @escaping (inout Downstream.Input?, Input) -> ReduceStep<Downstream.Failure>,
         mapFailure: @escaping (UpstreamFailure) -> Downstream.Failure) {
        self.downstream = downstream
        description = name
        result = initial
        self.step = step
        self.mapFailure = mapFailure
    }

    func receive(subscription: Subscription) {
        let keep = lock.withLock { status.take(subscription) }
        guard keep else { subscription.cancel(); return }
        downstream.receive(subscription: self)
        subscription.request(.unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let outcome = lock.withLock { () -> ReduceStep<Downstream.Failure>? in
            guard status.subscription != nil, finishedEarly == nil else { return nil }
            return step(&result, input)
        }
        switch outcome {
        case .finish?:
            lock.withLock { finishedEarly = true }
            deliverIfReady()
        case .fail(let error)?:
            let upstream = lock.withLock { () -> Subscription? in defer { status = .terminal }; return status.subscription }
            upstream?.cancel()
            downstream.receive(completion: .failure(error))
        case .continue?, nil:
            break
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        let live = lock.withLock { () -> Bool in
            guard status.subscription != nil, finishedEarly == nil else { return false }
            if case .failure = completion { status = .terminal } else { finishedEarly = false }
            return true
        }
        guard live else { return }
        switch completion {
        case .finished: deliverIfReady()
        case .failure(let error): downstream.receive(completion: .failure(mapFailure(error)))
        }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        lock.withLock { demanded = true }
        deliverIfReady()
    }

    private func deliverIfReady() {
        let ready = lock.withLock { () -> (early: Bool, upstream: Subscription?, value: Downstream.Input?)? in
            guard demanded, let early = finishedEarly, let upstream = status.subscription else { return nil }
            status = .terminal
            return (early, upstream, result)
        }
        guard let ready else { return }
        if ready.early { ready.upstream?.cancel() }
        if let value = ready.value { _ = downstream.receive(value) }
        downstream.receive(completion: .finished)
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


extension Publishers {
    /// A publisher that applies a closure to all received elements and produces an accumulated
    /// value when the upstream publisher finishes ("Reduce").
    public struct Reduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let next = nextPartialResult
            upstream.subscribe(ReduceInner<Upstream.Output, Failure, S>(subscriber, name: "Reduce", initial: initial, step: { result, value in
                result = next(result!, value)
                return .continue
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that applies an error-throwing closure to all received elements and produces an
    /// accumulated value when the upstream publisher finishes ("TryReduce").
    public struct TryReduce<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let initial: Output
        public let nextPartialResult: (Output, Upstream.Output) throws -> Output

        public init(upstream: Upstream, initial: Output, nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
            self.upstream = upstream
            self.initial = initial
            self.nextPartialResult = nextPartialResult
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let next = nextPartialResult
            upstream.subscribe(ReduceInner<Upstream.Output, Upstream.Failure, S>(subscriber, name: "TryReduce", initial: initial, step: { result, value in
                do { result = try next(result!, value) } catch { return .fail(error) }
                return .continue
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that buffers items ("Collect"): one array of every element, when the upstream
    /// finishes.
    public struct Collect<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReduceInner<Upstream.Output, Failure, S>(subscriber, name: "Collect", initial: [], step: { result, value in
                result!.append(value)
                return .continue
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that publishes the number of elements received from the upstream publisher
    /// ("Count").
    public struct Count<Upstream: Publisher>: Publisher {
        public typealias Output = Int
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Failure {
            upstream.subscribe(ReduceInner<Upstream.Output, Failure, S>(subscriber, name: "Count", initial: 0, step: { result, _ in
                result! += 1
                return .continue
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that emits a Boolean value when it receives a specific element from its
    /// upstream publisher ("Contains").
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let output: Upstream.Output
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let wanted = output
            upstream.subscribe(ReduceInner<Upstream.Output, Failure, S>(subscriber, name: "Contains", initial: false, step: { result, value in
                guard value == wanted else { return .continue }
                result = true
                return .finish
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element that satisfies the
    /// predicate closure ("ContainsWhere").
    public struct ContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReduceInner<Upstream.Output, Failure, S>(subscriber, name: "ContainsWhere", initial: false, step: { result, value in
                guard predicate(value) else { return .continue }
                result = true
                return .finish
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that emits a Boolean value upon receiving an element that satisfies the
    /// throwing predicate closure ("TryContainsWhere").
    public struct TryContainsWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Error {
            let predicate = self.predicate
            upstream.subscribe(ReduceInner<Upstream.Output, Upstream.Failure, S>(subscriber, name: "TryContainsWhere", initial: false, step: { result, value in
                do { guard try predicate(value) else { return .continue } } catch { return .fail(error) }
                result = true
                return .finish
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all received
    /// elements pass a given predicate ("AllSatisfy").
    public struct AllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Upstream.Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReduceInner<Upstream.Output, Failure, S>(subscriber, name: "AllSatisfy", initial: true, step: { result, value in
                guard !predicate(value) else { return .continue }
                result = false
                return .finish
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that publishes a single Boolean value that indicates whether all received
    /// elements pass a given error-throwing predicate ("TryAllSatisfy").
    public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
        public typealias Output = Bool
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Upstream.Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Error {
            let predicate = self.predicate
            upstream.subscribe(ReduceInner<Upstream.Output, Upstream.Failure, S>(subscriber, name: "TryAllSatisfy", initial: true, step: { result, value in
                do { guard try !predicate(value) else { return .continue } } catch { return .fail(error) }
                result = false
                return .finish
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that publishes the first element of a stream, then finishes ("First").
    public struct First<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReduceInner<Output, Failure, S>(subscriber, name: "First", initial: nil, step: { result, value in
                result = value
                return .finish
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that only publishes the first element of a stream to satisfy a predicate
    /// closure (described as "TryFirst", as Apple's is).
    public struct FirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReduceInner<Output, Failure, S>(subscriber, name: "TryFirst", initial: nil, step: { result, value in
                guard predicate(value) else { return .continue }
                result = value
                return .finish
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that only publishes the first element of a stream to satisfy a throwing
    /// predicate closure ("TryFirstWhere").
    public struct TryFirstWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let predicate = self.predicate
            upstream.subscribe(ReduceInner<Output, Upstream.Failure, S>(subscriber, name: "TryFirstWhere", initial: nil, step: { result, value in
                do { guard try predicate(value) else { return .continue } } catch { return .fail(error) }
                result = value
                return .finish
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that waits until after the stream finishes and then publishes the last element
    /// of the stream ("Last").
    public struct Last<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ReduceInner<Output, Failure, S>(subscriber, name: "Last", initial: nil, step: { result, value in
                result = value
                return .continue
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that waits until after the stream finishes and then publishes the last element
    /// of the stream that satisfies a predicate closure ("LastWhere").
    public struct LastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output) -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            upstream.subscribe(ReduceInner<Output, Failure, S>(subscriber, name: "LastWhere", initial: nil, step: { result, value in
                if predicate(value) { result = value }
                return .continue
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that waits until after the stream finishes and then publishes the last element
    /// of the stream that satisfies an error-throwing predicate closure ("TryLastWhere").
    public struct TryLastWhere<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Output) throws -> Bool
        public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let predicate = self.predicate
            upstream.subscribe(ReduceInner<Output, Upstream.Failure, S>(subscriber, name: "TryLastWhere", initial: nil, step: { result, value in
                do { if try predicate(value) { result = value } } catch { return .fail(error) }
                return .continue
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that republishes items from another publisher only if each new item is in
    /// increasing order from the previously-published item ("Comparison": `min` and `max`).
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let ordered = areInIncreasingOrder
            upstream.subscribe(ReduceInner<Output, Failure, S>(subscriber, name: "Comparison", initial: nil, step: { result, value in
                if let kept = result, !ordered(value, kept) { return .continue }
                result = value
                return .continue
            }, mapFailure: { $0 }))
        }
    }

    /// A publisher that republishes items from another publisher only if each new item is in
    /// increasing order from the previously-published item, and fails if the ordering logic
    /// throws an error ("TryComparison").
    public struct TryComparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool
        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let ordered = areInIncreasingOrder
            upstream.subscribe(ReduceInner<Output, Upstream.Failure, S>(subscriber, name: "TryComparison", initial: nil, step: { result, value in
                do { if let kept = result, try !ordered(value, kept) { return .continue } } catch { return .fail(error) }
                result = value
                return .continue
            }, mapFailure: { $0 }))
        }
    }
}

extension Publisher {
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.TryReduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
    }

    public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }
    public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

    public func contains(where predicate: @escaping (Output) -> Bool) -> Publishers.ContainsWhere<Self> {
        Publishers.ContainsWhere(upstream: self, predicate: predicate)
    }

    public func tryContains(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryContainsWhere<Self> {
        Publishers.TryContainsWhere(upstream: self, predicate: predicate)
    }

    public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
        Publishers.AllSatisfy(upstream: self, predicate: predicate)
    }

    public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool) -> Publishers.TryAllSatisfy<Self> {
        Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
    }

    public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.FirstWhere(upstream: self, predicate: predicate)
    }

    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.TryFirstWhere(upstream: self, predicate: predicate)
    }

    public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.LastWhere(upstream: self, predicate: predicate)
    }

    public func tryLast(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryLastWhere<Self> {
        Publishers.TryLastWhere(upstream: self, predicate: predicate)
    }

    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: { areInIncreasingOrder($1, $0) })
    }

    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool) -> Publishers.TryComparison<Self> {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: { try areInIncreasingOrder($1, $0) })
    }
}

extension Publisher where Output: Equatable {
    public func contains(_ output: Output) -> Publishers.Contains<Self> { Publishers.Contains(upstream: self, output: output) }
}

extension Publisher where Output: Comparable {
    public func min() -> Publishers.Comparison<Self> { min(by: <) }
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}
