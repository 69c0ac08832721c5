// UniformTypeIdentifiers as far as SwiftUI's declarations and a file that imports it need: `UTType`
// and `UTTagClass` with Apple's signatures (iOS 26.2 SDK's UniformTypeIdentifiers overlay,
// github.com/seayou2468-web/maciOS at 4e13ea7ff478, usr/lib/swift/UniformTypeIdentifiers.swiftmodule).
// As on Apple's SDK, `import SwiftUI` does not bring it: SwiftUI imports it without re-exporting it,
// and UIKit's headers only forward-declare `UTType` (`@class UTType;`), so a file names `UTType`
// after `import UniformTypeIdentifiers`. The type registry is not modelled: a value knows which
// member or identifier made it, and everything that would look a type up reports itself.
import Foundation
import SystemModel

/// A type of data (Apple's `UTType`): not modelled beyond its name.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct UTType: Sendable {
    /// The static member (`png`) or identifier (`com.example.note`) the value was made from.
    let member: String

    init(member: String) { self.member = member }

    static func notModelled(_ api: String, _ consequence: String) {
        _NotModelledBelowSwiftUI.report("UTType." + api, consequence)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension UTType {
    public init?(_ identifier: String) {
        Self.notModelled("init(_:)", "no type is looked up: nil")
        return nil
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        Self.notModelled("init(filenameExtension:conformingTo:)", "no type is looked up: nil")
        return nil
    }

    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        Self.notModelled("init(mimeType:conformingTo:)", "no type is looked up: nil")
        return nil
    }

    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        Self.notModelled("init(tag:tagClass:conformingTo:)", "no type is looked up: nil")
        return nil
    }

    /// A type the app declares: it is the identifier it is given; the app's Info.plist is not read.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        Self.notModelled("init(exportedAs:conformingTo:)", "the app's declaration of the type is not read")
        self.init(member: identifier)
    }

    /// A type the app imports: it is the identifier it is given; the app's Info.plist is not read.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        Self.notModelled("init(importedAs:conformingTo:)", "the app's declaration of the type is not read")
        self.init(member: identifier)
    }

    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        notModelled("types(tag:tagClass:conformingTo:)", "no type is looked up: empty")
        return []
    }

    public var identifier: String {
        Self.notModelled("identifier", "the type's identifier is not looked up: empty")
        return ""
    }

    public var preferredFilenameExtension: String? {
        Self.notModelled("preferredFilenameExtension", "not looked up: nil")
        return nil
    }

    public var preferredMIMEType: String? {
        Self.notModelled("preferredMIMEType", "not looked up: nil")
        return nil
    }

    public var localizedDescription: String? {
        Self.notModelled("localizedDescription", "not looked up: nil")
        return nil
    }

    public var version: Int? {
        Self.notModelled("version", "not looked up: nil")
        return nil
    }

    public var referenceURL: URL? {
        Self.notModelled("referenceURL", "not looked up: nil")
        return nil
    }

    public var isDynamic: Bool {
        Self.notModelled("isDynamic", "not looked up: false")
        return false
    }

    public var isDeclared: Bool {
        Self.notModelled("isDeclared", "not looked up: false")
        return false
    }

    public var isPublic: Bool {
        Self.notModelled("isPublic", "not looked up: false")
        return false
    }

    public var tags: [UTTagClass: [String]] {
        Self.notModelled("tags", "not looked up: empty")
        return [:]
    }

    public func conforms(to type: UTType) -> Bool {
        Self.notModelled("conforms(to:)", "the type hierarchy is not modelled: false")
        return false
    }

    public func isSupertype(of type: UTType) -> Bool {
        Self.notModelled("isSupertype(of:)", "the type hierarchy is not modelled: false")
        return false
    }

    public func isSubtype(of type: UTType) -> Bool {
        Self.notModelled("isSubtype(of:)", "the type hierarchy is not modelled: false")
        return false
    }

    public var supertypes: Set<UTType> {
        Self.notModelled("supertypes", "the type hierarchy is not modelled: empty")
        return []
    }
}

/// Two values are equal when the same member or identifier made them (the registry, which would
/// also equate `.png` with `UTType("public.png")`, is not modelled).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension UTType: Equatable, Hashable {}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        Self.notModelled("description", "the type's identifier is not looked up: the member's name")
        return member
    }

    public var debugDescription: String { description }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension UTType: Codable {
    public func encode(to encoder: any Encoder) throws {
        Self.notModelled("encode(to:)", "the member's name is encoded, not the type's identifier")
        var container = encoder.singleValueContainer()
        try container.encode(member)
    }

    public init(from decoder: any Decoder) throws {
        Self.notModelled("init(from:)", "the decoded string is kept as the type's name, not looked up")
        self.init(member: try decoder.singleValueContainer().decode(String.self))
    }
}

/// A kind of tag (Apple's `UTTagClass`: a filename extension, a MIME type).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct UTTagClass: RawRepresentable, Equatable, Hashable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public typealias RawValue = String
    public var description: String { rawValue }
    public var debugDescription: String { rawValue }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension UTTagClass {
    // Apple's raw values are not in the interface: each is named by its member.
    public static var filenameExtension: UTTagClass { UTTagClass(rawValue: "filenameExtension") }
    public static var mimeType: UTTagClass { UTTagClass(rawValue: "mimeType") }
}
