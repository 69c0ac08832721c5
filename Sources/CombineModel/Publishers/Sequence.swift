import Foundation

extension Publishers {
    /// A publisher that publishes a given sequence of elements, as demand allows. An empty
    /// sequence finishes at once with `Subscriptions.empty`; otherwise the subscription reads one
    /// element ahead, is described by the sequence while it has elements left, and as "Sequence"
    /// once it is done (OpenCombine's SequenceTests).
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        public let sequence: Elements
        public init(sequence: Elements) { self.sequence = sequence }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            var iterator = sequence.makeIterator()
            guard let first = iterator.next() else {
                subscriber.receive(subscription: Subscriptions.empty)
                subscriber.receive(completion: .finished)
                return
            }
            subscriber.receive(subscription: SequenceSubscription(subscriber, sequence: sequence, iterator: iterator, first: first))
        }
    }
}

extension Publishers.Sequence: Equatable where Elements: Equatable {}

extension Swift.Sequence {
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

final class SequenceSubscription<Downstream: Subscriber, Elements: Swift.Sequence>: Subscription, CustomStringConvertible
    where Elements.Element == Downstream.Input {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private let sequence: Elements
    private var iterator: Elements.Iterator
    private var next: Elements.Element?
    private var demand: Subscribers.Demand = .none
    private var emitting = false

    init(_ downstream: Downstream, sequence: Elements, iterator: Elements.Iterator, first: Elements.Element) {
        self.downstream = downstream
        self.sequence = sequence
        self.iterator = iterator
        next = first
    }

    var description: String { lock.withLock { downstream == nil ? "Sequence" : String(describing: sequence) } }

    func request(_ demand: Subscribers.Demand) {
        let start = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            self.demand += demand
            guard !emitting else { return false }
            emitting = true
            return true
        }
        guard start else { return }
        while true {
            let step = lock.withLock { () -> (Downstream, Elements.Element?)? in
                guard let subscriber = downstream else { emitting = false; return nil }
                guard let value = next else {
                    downstream = nil
                    emitting = false
                    return (subscriber, nil)
                }
                guard self.demand > 0 else { emitting = false; return nil }
                self.demand -= 1
                next = iterator.next()
                return (subscriber, value)
            }
            guard let (subscriber, value) = step else { return }
            guard let value else { subscriber.receive(completion: .finished); return }
            let more = subscriber.receive(value)
            lock.withLock { self.demand += more }
        }
    }

    func cancel() { lock.withLock { downstream = nil } }
}
