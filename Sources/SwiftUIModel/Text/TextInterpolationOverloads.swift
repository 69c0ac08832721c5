import Foundation

// SwiftUI's `LocalizedStringKey.StringInterpolation.appendInterpolation` overloads (SwiftUI's
// swiftinterface; docs/FACTS.md, "Text interpolation"). Which one the compiler picks decides the
// specifier, and so how the value reads, exactly as on Apple's SDK.

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation(_ string: String) {
        append(specifier: "%@", .string(string))
    }

    public mutating func appendInterpolation<Subject: StringProtocol>(_ string: Subject) {
        append(specifier: "%@", .string(String(string)))
    }

    /// Int, Double, CGFloat… (SwiftUI declares one generic overload, not one per type): the
    /// type's own specifier (`%lld`, `%d`, `%llu`, `%u`, `%f`, `%lf`; see `_FormatSpecifiable`).
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
        append(specifier: value._specifier, .cVarArg(value._arg), isNumber: true)
    }

    /// `\(value, specifier: "%.2f")`: the given printf specifier.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        append(specifier: specifier, .cVarArg(value._arg), isNumber: true)
    }

    /// A Text inside a Text keeps its own styling (one paragraph, several runs).
    public mutating func appendInterpolation(_ text: Text) {
        append(specifier: "%@", .text(text))
    }

    /// An Image inside a Text is drawn inline, like a character.
    public mutating func appendInterpolation(_ image: Image) {
        append(specifier: "%@", .image(image))
    }

    public mutating func appendInterpolation(_ attributedString: AttributedString) {
        append(specifier: "%@", .attributed(attributedString))
    }

    /// `\(value, format: style)`: formatted with the environment's locale when the text is resolved.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        let identity = "\(input)|\(format)"
        append(specifier: "%@", .formatted(identity: identity) { [input, format] locale in
            nonisolated(unsafe) let (input, format) = (input, format)
            return format.locale(locale).format(input)
        }, isNumber: FormatArgument.isNumeric(input))
    }

    /// `\(value, format: style)` where the style makes styled characters (iOS 18): formatted with
    /// the environment's locale when the text is resolved, and shown with the attributes the style
    /// gives them (SwiftUI's own, `SwiftUIAttributeRuns`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == AttributedString {
        let identity = "\(input)|\(format)"
        append(specifier: "%@", .formattedAttributed(identity: identity) { [input, format] locale in
            nonisolated(unsafe) let (input, format) = (input, format)
            return format.locale(locale).format(input)
        }, isNumber: FormatArgument.isNumeric(input))
    }
    /// `\(date, style: .time)`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        append(specifier: "%@", .formatted(identity: "\(date)|\(style)") { locale in style.format(date, locale: locale) })
    }

    /// Foundation reference types' value types (Date, URL, …): `%@`, shown as their object's
    /// `description(with: locale)`, or by the formatter when one is given. A Date is shown in full:
    /// weekday, date, time and time-zone name.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        nonisolated(unsafe) let subject = subject
        nonisolated(unsafe) let formatter = formatter
        append(specifier: "%@", .formatted(identity: "\(subject)|\(String(describing: formatter))") { locale in
            FormatArgument.describe(subject, formatter: formatter, locale: locale)
        })
    }

    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        nonisolated(unsafe) let subject = subject
        nonisolated(unsafe) let formatter = formatter
        append(specifier: "%@", .formatted(identity: "\(ObjectIdentifier(subject))|\(String(describing: formatter))") { locale in
            FormatArgument.describe(subject, formatter: formatter, locale: locale)
        })
    }

    /// The fallback for any other value: SwiftUI's is disfavoured and deprecated with this message.
    @_disfavoredOverload
    @available(*, deprecated, message: "Localized string interpolation produces an unlocalized, debug description for this type of value. Use a type supported by LocalizedStringKey.StringInterpolation or initialize a LocalizedStringResource instead with an interpolated value that conforms to CustomLocalizedStringResourceConvertible.")
    public mutating func appendInterpolation<Subject>(_ value: Subject) {
        append(specifier: "%@", .string(String(describing: value)))
    }
}

extension FormatArgument {
    static func isNumeric(_ value: Any) -> Bool {
        value is any BinaryInteger || value is any BinaryFloatingPoint || value is Decimal
    }

    /// How `%@` shows a reference-convertible value: `-[NSObject descriptionWithLocale:]`.
    static func describe(_ subject: Any, formatter: Formatter?, locale: Locale) -> String {
        if let formatter, let string = formatter.string(for: subject) { return string }
        if let date = subject as? Date {
            return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate).description(with: locale)
        }
        if let number = subject as? NSNumber { return number.description(withLocale: locale) }
        return String(describing: subject)
    }
}

/// Values that can be formatted with a printf specifier (SwiftUI's `_FormatSpecifiable`).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) }; public var _specifier: String { "%lld" } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) }; public var _specifier: String { "%d" } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self }; public var _specifier: String { "%d" } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self }; public var _specifier: String { "%lld" } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) }; public var _specifier: String { "%llu" } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) }; public var _specifier: String { "%u" } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self }; public var _specifier: String { "%u" } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self }; public var _specifier: String { "%llu" } }
extension Float: _FormatSpecifiable { public var _arg: Float { self }; public var _specifier: String { "%f" } }
extension Double: _FormatSpecifiable { public var _arg: Double { self }; public var _specifier: String { "%lf" } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) }; public var _specifier: String { "%lf" } }
