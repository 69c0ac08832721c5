import Foundation

// `merge` and `combineLatest`. OpenCombine implements neither and has no tests of them, so what
// the model does with demand here has no recorded source: the downstream's requests go to every
// upstream, and what arrives without demand waits (merge) or is coalesced to the latest
// combination (combineLatest). The order of values and completions follows Apple's documentation.

/// The subscription of `merge` over any number of upstreams of one type ("Merge"): values in the
/// order they arrive, the finish when every upstream has finished, a failure at once (cancelling
/// the others).
final class MergeInner<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private var subscriptions: [Subscription?]
    private var finished: [Bool]
    private var buffer: [Downstream.Input] = []
    private var demand = Subscribers.Demand.none
    private var done = false
    private var draining = false

    init(_ downstream: Downstream, count: Int) {
        self.downstream = downstream
        subscriptions = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    var description: String { "Merge" }

    final class Child: Subscriber {
        typealias Input = Downstream.Input
        typealias Failure = Downstream.Failure
        let parent: MergeInner
        let index: Int
        init(parent: MergeInner, index: Int) {
            self.parent = parent
            self.index = index
        }
        func receive(subscription: Subscription) { parent.receive(subscription: subscription, from: index) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.receive(input) }
        func receive(completion: Subscribers.Completion<Failure>) { parent.receive(completion: completion, from: index) }
    }

    func start(_ publishers: [AnyPublisher<Downstream.Input, Downstream.Failure>]) {
        downstream.receive(subscription: self)
        for (index, publisher) in publishers.enumerated() { publisher.subscribe(Child(parent: self, index: index)) }
    }

    private func receive(subscription: Subscription, from index: Int) {
        let pending = lock.withLock { () -> Subscribers.Demand? in
            guard !done, subscriptions[index] == nil else { return nil }
            subscriptions[index] = subscription
            return demand
        }
        guard let pending else { subscription.cancel(); return }
        if pending > 0 { subscription.request(pending) }
    }

    private func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        let direct = lock.withLock { () -> Bool in
            guard !done else { return false }
            guard demand > 0, buffer.isEmpty, !draining else { buffer.append(input); return false }
            demand -= 1
            return true
        }
        guard direct else { return .none }
        let more = downstream.receive(input)
        if more > 0 { request(more) }
        return .none
    }

    private func receive(completion: Subscribers.Completion<Downstream.Failure>, from index: Int) {
        switch completion {
        case .finished:
            let allDone = lock.withLock { () -> Bool in
                guard !done else { return false }
                finished[index] = true
                subscriptions[index] = nil
                return finished.allSatisfy { $0 }
            }
            if allDone { drain() }
        case .failure:
            let others = lock.withLock { () -> [Subscription]? in
                guard !done else { return nil }
                done = true
                buffer = []
                return subscriptions.indices.filter { $0 != index }.compactMap { subscriptions[$0] }
            }
            guard let others else { return }
            others.forEach { $0.cancel() }
            downstream.receive(completion: completion)
        }
    }

    /// Sends what waits while there is demand, then the finish once every upstream has finished.
    private func drain() {
        let start = lock.withLock { () -> Bool in
            guard !draining else { return false }
            draining = true
            return true
        }
        guard start else { return }
        while true {
            let next = lock.withLock { () -> (value: Downstream.Input?, finish: Bool)? in
                if !done, demand > 0, !buffer.isEmpty {
                    demand -= 1
                    return (buffer.removeFirst(), false)
                }
                draining = false
                if !done, buffer.isEmpty, finished.allSatisfy({ $0 }) {
                    done = true
                    return (nil, true)
                }
                return nil
            }
            guard let next else { return }
            if next.finish { downstream.receive(completion: .finished); return }
            if let value = next.value {
                let more = downstream.receive(value)
                lock.withLock { demand += more }
            }
        }
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        let targets = lock.withLock { () -> [Subscription] in
            guard !done else { return [] }
            self.demand += demand
            return subscriptions.compactMap { $0 }
        }
        targets.forEach { $0.request(demand) }
        drain()
    }

    func cancel() {
        let targets = lock.withLock { () -> [Subscription] in
            guard !done else { return [] }
            done = true
            buffer = []
            return subscriptions.compactMap { $0 }
        }
        targets.forEach { $0.cancel() }
    }
}

/// The subscription of `combineLatest` over any number of upstreams ("CombineLatest"): once every
/// upstream has sent a value, each new value sends the latest of all; without demand the latest
/// combination waits. It finishes when every upstream has finished, or at once when one finishes
/// without having sent a value; a failure cancels the others.
final class CombineLatestInner<Downstream: Subscriber>: Subscription, CustomStringConvertible {
    private let lock = NSRecursiveLock()
    private let downstream: Downstream
    private let combine: ([Any]) -> Downstream.Input
    private var subscriptions: [Subscription?]
    private var latest: [Any?]
    private var finished: [Bool]
    private var demand = Subscribers.Demand.none
    private var pending = false
    private var done = false

    init(_ downstream: Downstream, arity: Int, combine: @escaping ([Any]) -> Downstream.Input) {
        self.downstream = downstream
        self.combine = combine
        subscriptions = Array(repeating: nil, count: arity)
        latest = Array(repeating: nil, count: arity)
        finished = Array(repeating: false, count: arity)
    }

    var description: String { "CombineLatest" }

    final class Child<Input, Failure: Error>: Subscriber {
        let parent: CombineLatestInner
        let index: Int
        init(parent: CombineLatestInner, index: Int) {
            self.parent = parent
            self.index = index
        }
        func receive(subscription: Subscription) { parent.receive(subscription: subscription, from: index) }
        func receive(_ input: Input) -> Subscribers.Demand { parent.receive(input, from: index) }
        func receive(completion: Subscribers.Completion<Failure>) {
            switch completion {
            case .finished: parent.finish(index)
            case .failure(let error): parent.fail(error, from: index)
            }
        }
    }

    func child<Input, Failure: Error>(_ index: Int, _ type: Input.Type, _ failure: Failure.Type) -> Child<Input, Failure> {
        Child(parent: self, index: index)
    }

    func start(_ subscribeAll: (CombineLatestInner) -> Void) {
        downstream.receive(subscription: self)
        subscribeAll(self)
    }

    private func receive(subscription: Subscription, from index: Int) {
        let keep = lock.withLock { () -> Bool in
            guard !done, subscriptions[index] == nil else { return false }
            subscriptions[index] = subscription
            return true
        }
        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    private func receive(_ input: Any, from index: Int) -> Subscribers.Demand {
        let values = lock.withLock { () -> [Any]? in
            guard !done else { return nil }
            latest[index] = input
            guard latest.allSatisfy({ $0 != nil }) else { return nil }
            guard demand > 0 else { pending = true; return nil }
            demand -= 1
            pending = false
            return latest.map { $0! }
        }
        if let values { deliver(values) }
        return .none
    }

    private func deliver(_ values: [Any]) {
        let more = downstream.receive(combine(values))
        lock.withLock { demand += more }
    }

    private func finish(_ index: Int) {
        let end = lock.withLock { () -> Bool in
            guard !done else { return false }
            finished[index] = true
            subscriptions[index] = nil
            let now = latest[index] == nil || (finished.allSatisfy { $0 } && !pending)
            if now { done = true }
            return now
        }
        guard end else { return }
        let others = lock.withLock { subscriptions.compactMap { $0 } }
        others.forEach { $0.cancel() }
        downstream.receive(completion: .finished)
    }

    private func fail(_ error: Any, from index: Int) {
        guard let failure = error as? Downstream.Failure else { return }
        let others = lock.withLock { () -> [Subscription]? in
            guard !done else { return nil }
            done = true
            return subscriptions.indices.filter { $0 != index }.compactMap { subscriptions[$0] }
        }
        guard let others else { return }
        others.forEach { $0.cancel() }
        downstream.receive(completion: .failure(failure))
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "demand must be positive")
        let (values, finishNow) = lock.withLock { () -> ([Any]?, Bool) in
            guard !done else { return (nil, false) }
            self.demand += demand
            guard pending else { return (nil, false) }
            pending = false
            self.demand -= 1
            let allFinished = finished.allSatisfy { $0 }
            if allFinished { done = true }
            return (latest.map { $0! }, allFinished)
        }
        if let values { deliver(values) }
        if finishNow { downstream.receive(completion: .finished) }
    }

    func cancel() {
        let targets = lock.withLock { () -> [Subscription] in
            guard !done else { return [] }
            done = true
            return subscriptions.compactMap { $0 }
        }
        targets.forEach { $0.cancel() }
    }
}

extension Publishers {
    /// A publisher created by applying the merge function to two upstream publishers.
    public struct Merge<A: Publisher, B: Publisher>: Publisher where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeInner(subscriber, count: 2).start([AnyPublisher(a), AnyPublisher(b)])
        }

        public func merge<P: Publisher>(with other: P) -> Publishers.Merge3<A, B, P> where P.Output == Output, P.Failure == Failure {
            Publishers.Merge3(a, b, other)
        }
    }

    /// A publisher created by applying the merge function to three upstream publishers.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeInner(subscriber, count: 3).start([AnyPublisher(a), AnyPublisher(b), AnyPublisher(c)])
        }
    }

    /// A publisher created by applying the merge function to four upstream publishers.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Output == B.Output, A.Failure == B.Failure, B.Output == C.Output, B.Failure == C.Failure,
        C.Output == D.Output, C.Failure == D.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeInner(subscriber, count: 4).start([AnyPublisher(a), AnyPublisher(b), AnyPublisher(c), AnyPublisher(d)])
        }
    }

    /// A publisher created by applying the merge function to an arbitrary number of upstream
    /// publishers of one type.
    public struct MergeMany<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let publishers: [Upstream]
        public init(_ upstream: Upstream...) { publishers = upstream }
        public init<S: Swift.Sequence>(_ upstream: S) where S.Element == Upstream { publishers = Array(upstream) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            MergeInner(subscriber, count: publishers.count).start(publishers.map { AnyPublisher($0) })
        }

        public func merge(with other: Upstream) -> Publishers.MergeMany<Upstream> { Publishers.MergeMany(publishers + [other]) }
    }

    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public init(_ a: A, _ b: B) { self.a = a; self.b = b }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestInner(subscriber, arity: 2) { ($0[0] as! A.Output, $0[1] as! B.Output) }.start { inner in
                a.subscribe(inner.child(0, A.Output.self, Failure.self))
                b.subscribe(inner.child(1, B.Output.self, Failure.self))
            }
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public init(_ a: A, _ b: B, _ c: C) { self.a = a; self.b = b; self.c = c }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestInner(subscriber, arity: 3) { ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output) }.start { inner in
                a.subscribe(inner.child(0, A.Output.self, Failure.self))
                b.subscribe(inner.child(1, B.Output.self, Failure.self))
                c.subscribe(inner.child(2, C.Output.self, Failure.self))
            }
        }
    }

    /// A publisher that receives and combines the latest elements from four publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
        where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        public typealias Failure = A.Failure
        public let a: A
        public let b: B
        public let c: C
        public let d: D
        public init(_ a: A, _ b: B, _ c: C, _ d: D) { self.a = a; self.b = b; self.c = c; self.d = d }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatestInner(subscriber, arity: 4) {
                ($0[0] as! A.Output, $0[1] as! B.Output, $0[2] as! C.Output, $0[3] as! D.Output)
            }.start { inner in
                a.subscribe(inner.child(0, A.Output.self, Failure.self))
                b.subscribe(inner.child(1, B.Output.self, Failure.self))
                c.subscribe(inner.child(2, C.Output.self, Failure.self))
                d.subscribe(inner.child(3, D.Output.self, Failure.self))
            }
        }
    }
}

extension Publisher {
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P> where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }

    public func merge<B: Publisher, C: Publisher>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure {
        Publishers.Merge3(self, b, c)
    }

    public func merge<B: Publisher, C: Publisher, D: Publisher>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
        where B.Output == Output, B.Failure == Failure, C.Output == Output, C.Failure == Failure, D.Output == Output, D.Failure == Failure {
        Publishers.Merge4(self, b, c, d)
    }

    public func merge(with other: Self) -> Publishers.MergeMany<Self> { Publishers.MergeMany(self, other) }

    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P> where P.Failure == Failure {
        Publishers.CombineLatest(self, other)
    }

    public func combineLatest<P: Publisher, T>(_ other: P, _ transform: @escaping (Output, P.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest<Self, P>, T> where P.Failure == Failure {
        Publishers.CombineLatest(self, other).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
        where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    public func combineLatest<P: Publisher, Q: Publisher, T>(_ publisher1: P, _ publisher2: Q,
                                                             _ transform: @escaping (Output, P.Output, Q.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T> where P.Failure == Failure, Q.Failure == Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map(transform)
    }

    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher>(_ publisher1: P, _ publisher2: Q, _ publisher3: R)
        -> Publishers.CombineLatest4<Self, P, Q, R> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    public func combineLatest<P: Publisher, Q: Publisher, R: Publisher, T>(_ publisher1: P, _ publisher2: Q, _ publisher3: R,
                                                                           _ transform: @escaping (Output, P.Output, Q.Output, R.Output) -> T)
        -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T> where P.Failure == Failure, Q.Failure == Failure, R.Failure == Failure {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map(transform)
    }
}
