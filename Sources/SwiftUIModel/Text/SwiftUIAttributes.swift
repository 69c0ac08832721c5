import Foundation

// SwiftUI's attribute scope for AttributedString (`AttributeScopes.SwiftUIAttributes`), declared
// as the iOS 26.2 SDK's SwiftUICore interface declares it, on swift-foundation's `AttributeScope`,
// `AttributedStringKey` and `AttributeDynamicLookup` (the toolchain's FoundationEssentials has
// them, with the Foundation scope, as Apple's Foundation does). With it `string.font = .title`
// and `container.foregroundColor = .red` compile as on Apple's SDK.
//
// What a Text shows of them is `SwiftUIAttributeRuns.swift`. Not declared: the scope's
// `accessibility` (Apple's Accessibility module's `AttributeScopes.AccessibilityAttributes`),
// `alignment` and `lineHeight` (CoreText's `AttributeScopes.CoreTextAttributes`, iOS 26) and
// `adaptiveImageGlyph` (Foundation's `AttributedString.AdaptiveImageGlyph`, iOS 18): none of those
// types is in the toolchain's Foundation or the model.

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension AttributeScopes {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var swiftUI: AttributeScopes.SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// SwiftUI's attributes, and Foundation's. Never made: only its properties' key paths are
    /// used, by `AttributeDynamicLookup` (the scope, like Apple's, has no value).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public struct SwiftUIAttributes: AttributeScope {
        public let font: AttributeScopes.SwiftUIAttributes.FontAttribute
        public let foregroundColor: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute
        /// Not modelled: a Text showing the string reports it and draws no background behind the characters.
        public let backgroundColor: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute
        public let strikethroughStyle: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute
        public let underlineStyle: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute
        /// Not modelled: a Text showing the string reports it; the characters keep their spacing.
        public let kern: AttributeScopes.SwiftUIAttributes.KerningAttribute
        /// Not modelled: a Text showing the string reports it; the characters keep their spacing.
        public let tracking: AttributeScopes.SwiftUIAttributes.TrackingAttribute
        /// Not modelled: a Text showing the string reports it; the characters stay on the baseline.
        public let baselineOffset: AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute
        public let foundation: AttributeScopes.FoundationAttributes
        public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
        public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
    }
}

// Each key's `name` is the model's internal key's (`SwiftUIAttributeKeys`), which the model reads.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension AttributeScopes.SwiftUIAttributes {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public enum FontAttribute: AttributedStringKey {
        public typealias Value = Font
        public static let name: String = SwiftUIAttributeKeys.FontKey.name
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public enum ForegroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name: String = SwiftUIAttributeKeys.ForegroundColorKey.name
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public enum BackgroundColorAttribute: AttributedStringKey {
        public typealias Value = Color
        public static let name: String = SwiftUIAttributeKeys.BackgroundColorKey.name
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public enum StrikethroughStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name: String = SwiftUIAttributeKeys.StrikethroughStyleKey.name
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public enum UnderlineStyleAttribute: AttributedStringKey {
        public typealias Value = Text.LineStyle
        public static let name: String = SwiftUIAttributeKeys.UnderlineStyleKey.name
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public enum KerningAttribute: CodableAttributedStringKey {
        public typealias Value = CGFloat
        public static let name: String = SwiftUIAttributeKeys.KerningKey.name
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public enum TrackingAttribute: CodableAttributedStringKey {
        public typealias Value = CGFloat
        public static let name: String = SwiftUIAttributeKeys.TrackingKey.name
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public enum BaselineOffsetAttribute: CodableAttributedStringKey {
        public typealias Value = CGFloat
        public static let name: String = SwiftUIAttributeKeys.BaselineOffsetKey.name
    }
}

/// `string.font`, `container.foregroundColor`: a key path into SwiftUI's scope names its key.
/// Only the key path's type is used (Foundation's subscripts read the key it names); the body is
/// Foundation's own lookup of that key.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension AttributeDynamicLookup {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public subscript<T>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T where T : AttributedStringKey {
        self[T.self]
    }
}

// iOS 26 makes the font, colour and line-style keys codable. The model encodes and decodes none
// of SwiftUI's values: each reports itself and throws.

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributeScopes.SwiftUIAttributes.FontAttribute: CodableAttributedStringKey {
    /// Not modelled: a use reports itself and throws (the model does not decode fonts).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func decode(from decoder: any Decoder) throws -> Font {
        try SwiftUIAttributeCoding.decodeNotModelled("AttributeScopes.SwiftUIAttributes.FontAttribute.decode(from:)", decoder)
    }

    /// Not modelled: a use reports itself and throws (the model does not encode fonts).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func encode(_ value: Font, to encoder: any Encoder) throws {
        try SwiftUIAttributeCoding.encodeNotModelled("AttributeScopes.SwiftUIAttributes.FontAttribute.encode(_:to:)", value, encoder)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute: CodableAttributedStringKey {
    /// Not modelled: a use reports itself and throws (the model does not decode colours).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func decode(from decoder: any Decoder) throws -> AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.Value {
        try SwiftUIAttributeCoding.decodeNotModelled("AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.decode(from:)", decoder)
    }

    /// Not modelled: a use reports itself and throws (the model does not encode colours).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func encode(_ value: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.Value, to encoder: any Encoder) throws {
        try SwiftUIAttributeCoding.encodeNotModelled("AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.encode(_:to:)", value, encoder)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute: CodableAttributedStringKey {
    /// Not modelled: a use reports itself and throws (the model does not decode colours).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func decode(from decoder: any Decoder) throws -> AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.Value {
        try SwiftUIAttributeCoding.decodeNotModelled("AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.decode(from:)", decoder)
    }

    /// Not modelled: a use reports itself and throws (the model does not encode colours).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func encode(_ value: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.Value, to encoder: any Encoder) throws {
        try SwiftUIAttributeCoding.encodeNotModelled("AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.encode(_:to:)", value, encoder)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute: CodableAttributedStringKey {
    /// Not modelled: a use reports itself and throws (the model does not decode line styles).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func decode(from decoder: any Decoder) throws -> AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.Value {
        try SwiftUIAttributeCoding.decodeNotModelled("AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.decode(from:)", decoder)
    }

    /// Not modelled: a use reports itself and throws (the model does not encode line styles).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func encode(_ value: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.Value, to encoder: any Encoder) throws {
        try SwiftUIAttributeCoding.encodeNotModelled("AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.encode(_:to:)", value, encoder)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute: CodableAttributedStringKey {
    /// Not modelled: a use reports itself and throws (the model does not decode line styles).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func decode(from decoder: any Decoder) throws -> AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.Value {
        try SwiftUIAttributeCoding.decodeNotModelled("AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.decode(from:)", decoder)
    }

    /// Not modelled: a use reports itself and throws (the model does not encode line styles).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func encode(_ value: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.Value, to encoder: any Encoder) throws {
        try SwiftUIAttributeCoding.encodeNotModelled("AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.encode(_:to:)", value, encoder)
    }
}

/// The not-modelled coding of SwiftUI's attribute values: reported, then thrown as Swift's coding
/// errors say a value cannot be coded.
enum SwiftUIAttributeCoding {
    static func decodeNotModelled<Value>(_ api: String, _ decoder: any Decoder) throws -> Value {
        ModelProblems.notModelled(api, "the value is not decoded: decoding throws")
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(api) is not modelled"))
    }

    static func encodeNotModelled(_ api: String, _ value: Any, _ encoder: any Encoder) throws {
        ModelProblems.notModelled(api, "the value is not encoded: encoding throws")
        throw EncodingError.invalidValue(value, .init(codingPath: encoder.codingPath, debugDescription: "\(api) is not modelled"))
    }
}
