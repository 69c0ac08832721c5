// CoreTransferable as far as SwiftUI's declarations and course code need: `Transferable`, its
// representations and their builder, with Apple's signatures (iOS 26.2 SDK's
// CoreTransferable.swiftinterface, github.com/seayou2468-web/maciOS at 4e13ea7ff478). SwiftUI
// re-exports it (`@_exported import CoreTransferable` in SwiftUI's interface), and so does the
// model. Nothing is transferred: a representation reports itself when it is made, which happens
// only when something asks a type for its `transferRepresentation`.
import CombineModel
import Foundation
import SystemModel
import UniformTypeIdentifiersModel

/// How a representation says it is not modelled (through the SwiftUI host, see
/// `_NotModelledBelowSwiftUI`).
func notModelled(_ api: String) {
    _NotModelledBelowSwiftUI.report(api, "nothing is transferred")
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Self.Item> var body: Self.Body { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public protocol Transferable: Sendable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Self.Representation { get }
}

// Apple's `Never.body` is CoreTransferable's (moved there from SwiftUI in iOS 18): the body type of
// every primitive representation, view, scene….
extension Never {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Never: TransferRepresentation {
    public typealias Item = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Never: Transferable {
    public typealias Representation = Never
    public static var transferRepresentation: Never { fatalError("Never has no transfer representation") }
}

/// Builds a type's representations (Apple's `TransferRepresentationBuilder`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@resultBuilder
public struct TransferRepresentationBuilder<Item> where Item: Transferable {
    public static func buildExpression<Encoder, Decoder>(_ content: CodableRepresentation<Item, Encoder, Decoder>) -> CodableRepresentation<Item, Encoder, Decoder> where Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder, Encoder.Output == Data, Decoder.Input == Data {
        content
    }

    public static func buildExpression<R>(_ content: R) -> R where Item == R.Item, R: TransferRepresentation {
        content
    }

    public static func buildBlock<Content>(_ content: Content) -> Content where Item == Content.Item, Content: TransferRepresentation {
        content
    }

    public static func buildBlock<C1, C2>(_ content1: C1, _ content2: C2) -> TupleTransferRepresentation<Item, (C1, C2)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C1.Item == C2.Item {
        TupleTransferRepresentation((content1, content2))
    }

    public static func buildBlock<C1, C2, C3>(_ content1: C1, _ content2: C2, _ content3: C3) -> TupleTransferRepresentation<Item, (C1, C2, C3)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item {
        TupleTransferRepresentation((content1, content2, content3))
    }

    public static func buildBlock<C1, C2, C3, C4>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item {
        TupleTransferRepresentation((content1, content2, content3, content4))
    }

    public static func buildBlock<C1, C2, C3, C4, C5>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item {
        TupleTransferRepresentation((content1, content2, content3, content4, content5))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item {
        TupleTransferRepresentation((content1, content2, content3, content4, content5, content6))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item {
        TupleTransferRepresentation((content1, content2, content3, content4, content5, content6, content7))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item {
        TupleTransferRepresentation((content1, content2, content3, content4, content5, content6, content7, content8))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8, _ content9: C9) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item {
        TupleTransferRepresentation((content1, content2, content3, content4, content5, content6, content7, content8, content9))
    }

    public static func buildBlock<C1, C2, C3, C4, C5, C6, C7, C8, C9, C10>(_ content1: C1, _ content2: C2, _ content3: C3, _ content4: C4, _ content5: C5, _ content6: C6, _ content7: C7, _ content8: C8, _ content9: C9, _ content10: C10) -> TupleTransferRepresentation<Item, (C1, C2, C3, C4, C5, C6, C7, C8, C9, C10)> where Item == C1.Item, C1: TransferRepresentation, C2: TransferRepresentation, C3: TransferRepresentation, C4: TransferRepresentation, C5: TransferRepresentation, C6: TransferRepresentation, C7: TransferRepresentation, C8: TransferRepresentation, C9: TransferRepresentation, C10: TransferRepresentation, C1.Item == C2.Item, C2.Item == C3.Item, C3.Item == C4.Item, C4.Item == C5.Item, C5.Item == C6.Item, C6.Item == C7.Item, C7.Item == C8.Item, C8.Item == C9.Item, C9.Item == C10.Item {
        TupleTransferRepresentation((content1, content2, content3, content4, content5, content6, content7, content8, content9, content10))
    }
}

// A primitive representation (its \`Body\` is \`Never\`) has no body.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TransferRepresentation where Body == Never {
    public var body: Never { fatalError("a primitive representation has no body") }
}

/// Several representations, as the builder groups them.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct TupleTransferRepresentation<Item, Value>: TransferRepresentation where Item: Transferable, Value: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
    public var body: some TransferRepresentation<Item> {
        notModelled("TupleTransferRepresentation.body")
        return _NotModelledTransferRepresentation<Item>()
    }
}

/// A representation that is not modelled: what the model's own `transferRepresentation`s are
/// (`String`, `Data`, `URL`, SwiftUI's `Image`…). Not Apple's.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct _NotModelledTransferRepresentation<Item: Transferable>: TransferRepresentation {
    public init() {}
    public typealias Body = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct _ConditionalTransferRepresentation<Base>: TransferRepresentation where Base: TransferRepresentation {
    public typealias Item = Base.Item
    public typealias Body = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TransferRepresentation {
    public func exportingCondition(_ condition: @escaping @Sendable (Self.Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        notModelled("TransferRepresentation.exportingCondition(_:)")
        return _ConditionalTransferRepresentation()
    }

    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Self.Item> {
        notModelled("TransferRepresentation.visibility(_:)")
        return self
    }

    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Self.Item> {
        notModelled("TransferRepresentation.suggestedFileName(_:)")
        return self
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func suggestedFileName(_ fileName: @escaping @Sendable (Self.Item) -> String?) -> some TransferRepresentation<Self.Item> {
        notModelled("TransferRepresentation.suggestedFileName(_:)")
        return self
    }
}

/// Who may receive a representation (Apple's `TransferRepresentationVisibility`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct TransferRepresentationVisibility: Sendable, Equatable {
    let name: String
    public static let all = TransferRepresentationVisibility(name: "all")
    public static let team = TransferRepresentationVisibility(name: "team")
    // \`group\` is unavailable on iOS: not declared.
    public static let ownProcess = TransferRepresentationVisibility(name: "ownProcess")
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, Sendable where Item: Transferable, Item: Decodable, Item: Encodable, Encoder: TopLevelEncoder, Encoder: Sendable, Decoder: TopLevelDecoder, Decoder: Sendable, Encoder.Output == Data, Decoder.Input == Data {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        notModelled("CodableRepresentation.init(for:contentType:)")
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        notModelled("CodableRepresentation.init(for:contentType:encoder:decoder:)")
    }

    public typealias Body = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ProxyRepresentation<Item, ProxyRepresentation>: TransferRepresentation where Item: Transferable, ProxyRepresentation: Transferable {
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        notModelled("ProxyRepresentation.init(importing:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.1)")
    public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        notModelled("ProxyRepresentation.init(importing:)")
    }

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        notModelled("ProxyRepresentation.init(exporting:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.1, deprecated: 17.0) A synchronous exporter should be used instead.")
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {
        notModelled("ProxyRepresentation.init(exporting:)")
    }

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        notModelled("ProxyRepresentation.init(exporting:importing:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.1, deprecated: 17.0) A synchronous exporter should be used instead.")
    public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        notModelled("ProxyRepresentation.init(exporting:importing:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.2)")
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {
        notModelled("ProxyRepresentation.init(exporting:importing:)")
    }

    public typealias Body = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct DataRepresentation<Item>: TransferRepresentation where Item: Transferable {
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {
        notModelled("DataRepresentation.init(contentType:exporting:importing:)")
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        notModelled("DataRepresentation.init(exportedContentType:exporting:)")
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        notModelled("DataRepresentation.init(importedContentType:importing:)")
    }

    public typealias Body = Never
}

/// A file handed over (Apple's `SentTransferredFile`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct SentTransferredFile: Sendable {
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        notModelled("SentTransferredFile.init(_:allowAccessingOriginalFile:)")
    }
}

/// A file received (Apple's `ReceivedTransferredFile`): never made, since nothing is transferred.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ReceivedTransferredFile: Sendable {
    init() {}
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct FileRepresentation<Item>: TransferRepresentation where Item: Transferable {
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        notModelled("FileRepresentation.init(contentType:shouldAttemptToOpenInPlace:exporting:importing:)")
    }

    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        notModelled("FileRepresentation.init(exportedContentType:shouldAllowToOpenInPlace:exporting:)")
    }

    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false, importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        notModelled("FileRepresentation.init(importedContentType:shouldAttemptToOpenInPlace:importing:)")
    }

    public typealias Body = Never
}

// The Foundation types CoreTransferable makes transferable.

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension String: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        notModelled("String.transferRepresentation")
        return _NotModelledTransferRepresentation<String>()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Data: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        notModelled("Data.transferRepresentation")
        return _NotModelledTransferRepresentation<Data>()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension URL: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        notModelled("URL.transferRepresentation")
        return _NotModelledTransferRepresentation<URL>()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.1)")
extension AttributedString: Transferable {
    public static var transferRepresentation: some TransferRepresentation {
        notModelled("AttributedString.transferRepresentation")
        return _NotModelledTransferRepresentation<AttributedString>()
    }
}
