import Foundation

/// The key a `Text` made from a literal looks up: a format string with one specifier per
/// interpolation, and the interpolated values kept as arguments until the text is resolved in an
/// environment (its locale decides how numbers read).
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The format, e.g. `Total: %lf` (a literal `%` is written `%%`).
    let key: String
    let arguments: [FormatArgument]
    /// False for `LocalizedStringKey(_ string:)` made from a variable — nothing to agree with.
    let hasArguments: Bool

    public init(_ value: String) {
        key = value.replacingOccurrences(of: "%", with: "%%")
        arguments = []
        hasArguments = false
    }

    public init(stringLiteral value: String) { self.init(value) }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.format
        arguments = stringInterpolation.arguments
        hasArguments = true
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        a.key == b.key && a.arguments.map(\.description) == b.arguments.map(\.description)
    }
}

/// One interpolated value of a key, waiting for a locale.
struct FormatArgument: @unchecked Sendable, CustomStringConvertible {
    enum Value {
        case cVarArg(any CVarArg)
        case string(String)
        case text(Text)
        /// Resolved late: a format style, or anything else that needs the environment's locale.
        case formatted(@Sendable (Locale) -> String)
    }
    var specifier: String
    var value: Value

    var description: String {
        switch value {
        case .cVarArg(let value): "\(specifier):\(value)"
        case .string(let value): "%@:\(value)"
        case .text(let value): "text:\(value.storage)"
        case .formatted(let make): "fmt:\(make(Locale(identifier: "en_US_POSIX")))"
        }
    }
}

extension LocalizedStringKey {
    /// `LocalizedStringKey.StringInterpolation`: SwiftUI's overload set, so the compiler picks the
    /// specifier SwiftUI would (see `TextInterpolationOverloads.swift` for the rest of the set).
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""
        var arguments: [FormatArgument] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            format += literal.replacingOccurrences(of: "%", with: "%%")
        }

        mutating func append(specifier: String, _ value: FormatArgument.Value) {
            format += specifier
            arguments.append(FormatArgument(specifier: specifier, value: value))
        }
    }
}
