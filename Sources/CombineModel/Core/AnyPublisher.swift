/// A publisher that performs type erasure by wrapping another publisher. Erasing an
/// `AnyPublisher` again keeps its box (OpenCombine's AnyPublisherTests, "testDoubleErasure").
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let box: PublisherBox<Output, Failure>

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            box = erased.box
        } else {
            box = PublisherBox { publisher.receive(subscriber: $0) }
        }
    }

    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        box.subscribe(AnySubscriber(subscriber))
    }
}

final class PublisherBox<Output, Failure: Error> {
    let subscribe: (AnySubscriber<Output, Failure>) -> Void
    init(_ subscribe: @escaping (AnySubscriber<Output, Failure>) -> Void) { self.subscribe = subscribe }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
