extension Optional {
    /// The type of a Combine publisher that publishes the value of a Swift optional instance to
    /// each subscriber exactly once, if the instance has any value at all ("Optional"; an absent
    /// value finishes at once with `Subscriptions.empty`; OpenCombine's OptionalPublisherTests).
    public struct Publisher: CombineModel.Publisher {
        public typealias Output = Wrapped
        public typealias Failure = Never
        public let output: Wrapped?
        public init(_ output: Output?) { self.output = output }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Wrapped, S.Failure == Never {
            guard let output else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: SingleValueSubscription(subscriber, value: output, name: "Optional"))
        }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var publisher: Publisher { Publisher(self) }
}

extension Optional.Publisher: Equatable where Wrapped: Equatable {}

extension Result {
    /// A publisher that publishes an output to each subscriber exactly once, or fails at once
    /// ("Once"; a failure comes after `Subscriptions.empty`; OpenCombine's ResultPublisherTests).
    public struct Publisher: CombineModel.Publisher {
        public typealias Output = Success
        public let result: Result<Success, Failure>
        public init(_ result: Result<Output, Failure>) { self.result = result }
        public init(_ output: Output) { result = .success(output) }
        public init(_ failure: Failure) { result = .failure(failure) }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Success, S.Failure == Failure {
            switch result {
            case .success(let value):
                subscriber.receive(subscription: SingleValueSubscription(subscriber, value: value, name: "Once"))
            case .failure(let error):
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .failure(error))
            }
        }
    }

    public var publisher: Publisher { Publisher(self) }
}

extension Result.Publisher: Equatable where Success: Equatable, Failure: Equatable {}
