import Foundation

/// The key a `Text` made from a literal looks up: a format string with one specifier per
/// interpolation, and the interpolated values kept as arguments until the text is resolved in an
/// environment (its locale decides how numbers read, and what agrees with what).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let formatKey: FormatKey
    /// False for `LocalizedStringKey(_ string:)` made from a variable: nothing to agree with.
    var hasArguments: Bool { !formatKey.arguments.isEmpty }

    /// A key from a string made at run time: its characters are the format, with no arguments
    /// (a `%` in it is a literal percent sign). Its Markdown is still parsed when it is shown.
    public init(_ value: String) {
        formatKey = FormatKey(format: value.replacingOccurrences(of: "%", with: "%%"), arguments: [])
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        formatKey = FormatKey(format: stringInterpolation.format, arguments: stringInterpolation.arguments)
    }

    /// The format (`%lld night`), as `String(localized:)` would look it up.
    var key: String { formatKey.format }
    var arguments: [FormatArgument] { formatKey.arguments }
}

/// A format string and its arguments: what `LocalizedStringKey` and `String.LocalizationValue`
/// both are.
struct FormatKey: Equatable, Sendable {
    var format: String
    var arguments: [FormatArgument]
}

/// One interpolated value of a key, waiting for a locale.
struct FormatArgument: @unchecked Sendable, Equatable, CustomStringConvertible {
    indirect enum Value {
        case cVarArg(any CVarArg)
        case string(String)
        case text(Text)
        case image(Image)
        case attributed(AttributedString)
        /// Resolved late: a format style, a date style, anything that needs the environment's locale.
        case formatted(identity: String, @Sendable (Locale) -> String)
        /// Resolved late to styled characters: a format style whose output is an AttributedString.
        case formattedAttributed(identity: String, @Sendable (Locale) -> AttributedString)
    }
    var specifier: String
    var value: Value
    /// Whether the value is a number, so that words can agree with it.
    var isNumber: Bool = false

    var description: String {
        switch value {
        case .cVarArg(let value): "\(specifier):\(value)"
        case .string(let value): "%@:\(value)"
        case .text(let value): "text:\(value)"
        case .image(let value): "image:\(value)"
        case .attributed(let value): "attributed:\(value)"
        case .formatted(let identity, _): "fmt:\(identity)"
        case .formattedAttributed(let identity, _): "attributed-fmt:\(identity)"
        }
    }

    static func == (a: Self, b: Self) -> Bool { a.description == b.description }
}

extension LocalizedStringKey {
    /// `LocalizedStringKey.StringInterpolation`: SwiftUI's overload set, so the compiler picks the
    /// specifier SwiftUI would (see `TextInterpolationOverloads.swift` for the set).
    public struct StringInterpolation: StringInterpolationProtocol {
        public typealias StringLiteralType = String

        var format = ""
        var arguments: [FormatArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            format += literal.replacingOccurrences(of: "%", with: "%%")
        }

        mutating func append(specifier: String, _ value: FormatArgument.Value, isNumber: Bool = false) {
            format += specifier
            arguments.append(FormatArgument(specifier: specifier, value: value, isNumber: isNumber))
        }
    }
}
