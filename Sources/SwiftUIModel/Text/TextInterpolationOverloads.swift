import Foundation

// SwiftUI's `LocalizedStringKey.StringInterpolation.appendInterpolation` overloads. Which one the
// compiler picks decides the specifier (and so how the value reads), exactly as on Apple's SDK.

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation(_ string: String) {
        append(specifier: "%@", .string(string))
    }

    public mutating func appendInterpolation<Subject: StringProtocol>(_ string: Subject) {
        append(specifier: "%@", .string(String(string)))
    }

    public mutating func appendInterpolation(_ value: Int) { append(specifier: "%lld", .cVarArg(value)) }
    public mutating func appendInterpolation(_ value: Int8) { append(specifier: "%d", .cVarArg(Int32(value))) }
    public mutating func appendInterpolation(_ value: Int16) { append(specifier: "%d", .cVarArg(Int32(value))) }
    public mutating func appendInterpolation(_ value: Int32) { append(specifier: "%d", .cVarArg(value)) }
    public mutating func appendInterpolation(_ value: Int64) { append(specifier: "%lld", .cVarArg(value)) }
    public mutating func appendInterpolation(_ value: UInt) { append(specifier: "%llu", .cVarArg(value)) }
    public mutating func appendInterpolation(_ value: UInt8) { append(specifier: "%u", .cVarArg(UInt32(value))) }
    public mutating func appendInterpolation(_ value: UInt16) { append(specifier: "%u", .cVarArg(UInt32(value))) }
    public mutating func appendInterpolation(_ value: UInt32) { append(specifier: "%u", .cVarArg(value)) }
    public mutating func appendInterpolation(_ value: UInt64) { append(specifier: "%llu", .cVarArg(value)) }
    public mutating func appendInterpolation(_ value: Float) { append(specifier: "%f", .cVarArg(value)) }
    public mutating func appendInterpolation(_ value: Double) { append(specifier: "%lf", .cVarArg(value)) }
    public mutating func appendInterpolation(_ value: CGFloat) { append(specifier: "%lf", .cVarArg(Double(value))) }

    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        append(specifier: specifier, .cVarArg(value._arg))
    }

    public mutating func appendInterpolation(_ text: Text) {
        append(specifier: "%@", .text(text))
    }

    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String, F: Sendable, F.FormatInput: Sendable {
        append(specifier: "%@", .formatted { locale in format.locale(locale).format(input) })
    }

    /// The fallback for any other value: SwiftUI's is disfavoured and deprecated with this message.
    @_disfavoredOverload
    @available(*, deprecated, message: "Localized string interpolation produces an unlocalized, debug description for this type of value. Use a type supported by LocalizedStringKey.StringInterpolation or initialize a LocalizedStringResource instead with an interpolated value that conforms to CustomLocalizedStringResourceConvertible.")
    public mutating func appendInterpolation<Subject>(_ value: Subject) {
        append(specifier: "%@", .string(String(describing: value)))
    }
}

/// Values that can be formatted with a printf specifier (SwiftUI's `_FormatSpecifiable`).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) }; public var _specifier: String { "%lld" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
