import Foundation

/// A type that defines methods for encoding.
public protocol TopLevelEncoder {
    associatedtype Output
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A type that defines methods for decoding.
public protocol TopLevelDecoder {
    associatedtype Input
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
    /// A publisher that encodes elements ("Encode"); an error cancels the upstream and fails.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = Error
        public let upstream: Upstream
        private let encoder: Coder

        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let encoder = self.encoder
            upstream.subscribe(OperatorInner<Upstream.Output, Upstream.Failure, S>(subscriber, name: "Encode", strictness: .coding, throwingStep: {
                .send(try encoder.encode($0))
            }))
        }
    }

    /// A publisher that decodes elements ("Decode"); an error cancels the upstream and fails.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher where Upstream.Output == Coder.Input {
        public typealias Failure = Error
        public let upstream: Upstream
        private let decoder: Coder

        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Error {
            let decoder = self.decoder
            upstream.subscribe(OperatorInner<Upstream.Output, Upstream.Failure, S>(subscriber, name: "Decode", strictness: .coding, throwingStep: {
                .send(try decoder.decode(Output.self, from: $0))
            }))
        }
    }
}

extension Publisher where Output: Encodable {
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publisher {
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
        where Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}
