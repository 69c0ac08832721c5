extension Publishers {
    /// A publisher that republishes all elements that match a provided closure. The downstream sees
    /// the upstream's own subscription; a dropped element asks the upstream for one more.
    public struct Filter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let isIncluded = self.isIncluded
            upstream.subscribe(PassThroughInner<Output, Failure, S>(subscriber, transform: { isIncluded($0) ? $0 : nil }))
        }

        public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Upstream> {
            let first = self.isIncluded
            return Publishers.Filter(upstream: upstream, isIncluded: { first($0) && isIncluded($0) })
        }

        public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream, isIncluded: { try first($0) && isIncluded($0) })
        }
    }

    /// A publisher that republishes all elements that match a provided error-throwing closure
    /// ("TryFilter").
    public struct TryFilter<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let isIncluded: (Upstream.Output) throws -> Bool

        public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
            self.upstream = upstream
            self.isIncluded = isIncluded
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let isIncluded = self.isIncluded
            upstream.subscribe(OperatorInner<Output, Upstream.Failure, S>(subscriber, name: "TryFilter", strictness: .strict, throwingStep: {
                try isIncluded($0) ? .send($0) : .drop
            }))
        }

        public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream, isIncluded: { try first($0) && isIncluded($0) })
        }

        public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Upstream> {
            let first = self.isIncluded
            return Publishers.TryFilter(upstream: upstream, isIncluded: { try first($0) && isIncluded($0) })
        }
    }

    /// A publisher that republishes all non-nil results of calling a closure with each received
    /// element. The downstream sees the upstream's own subscription.
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let transform: (Upstream.Output) -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(PassThroughInner<Upstream.Output, Failure, S>(subscriber, transform: transform))
        }
    }

    /// A publisher that republishes all non-nil results of calling an error-throwing closure with
    /// each received element ("TryCompactMap").
    public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Error
        public let upstream: Upstream
        public let transform: (Upstream.Output) throws -> Output?

        public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
            self.upstream = upstream
            self.transform = transform
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let transform = self.transform
            upstream.subscribe(OperatorInner<Upstream.Output, Upstream.Failure, S>(subscriber, name: "TryCompactMap", strictness: .strict, throwingStep: {
                try transform($0).map { .send($0) } ?? .drop
            }))
        }
    }

    /// A publisher that publishes only elements that don't match the previous element
    /// ("RemoveDuplicates"; the first element always passes).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public let predicate: (Output, Output) -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let predicate = self.predicate
            let previous = Accumulator<Output?>(nil)
            upstream.subscribe(OperatorInner<Output, Failure, S>(subscriber, name: "RemoveDuplicates", strictness: .strict, step: { value in
                defer { previous.value = value }
                if let last = previous.value, predicate(last, value) { return .drop }
                return .send(value)
            }))
        }
    }

    /// A publisher that publishes only elements that don't match the previous element, as
    /// evaluated by a provided error-throwing closure ("TryRemoveDuplicates").
    public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Error
        public let upstream: Upstream
        public let predicate: (Output, Output) throws -> Bool

        public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let predicate = self.predicate
            let previous = Accumulator<Output?>(nil)
            upstream.subscribe(OperatorInner<Output, Upstream.Failure, S>(subscriber, name: "TryRemoveDuplicates", strictness: .strict, throwingStep: { value in
                defer { previous.value = value }
                if let last = previous.value, try predicate(last, value) { return .drop }
                return .send(value)
            }))
        }
    }

    /// A publisher that ignores all upstream elements, but passes along the upstream publisher's
    /// completion state. It hands the downstream the upstream's subscription, then asks the
    /// upstream for unlimited elements itself.
    public struct IgnoreOutput<Upstream: Publisher>: Publisher {
        public typealias Output = Never
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
            upstream.subscribe(PassThroughInner<Upstream.Output, Failure, S>(subscriber, transform: { _ in nil },
                mapCompletion: { $0 }, afterSubscription: { $0.request(.unlimited) }, replacementDemand: .none))
        }
    }
}

extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}

extension Publisher {
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }

    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.TryCompactMap(upstream: self, transform: transform)
    }

    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool) -> Publishers.TryRemoveDuplicates<Self> {
        Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
    }

    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> { Publishers.IgnoreOutput(upstream: self) }
}

extension Publisher where Output: Equatable {
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}
