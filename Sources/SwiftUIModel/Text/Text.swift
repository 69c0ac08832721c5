import Foundation

/// A view that shows one or more lines of read-only text.
///
/// The initialiser the compiler picks decides what the text does: a literal becomes a
/// `LocalizedStringKey` (interpolations become arguments, the literal is Markdown); a variable of a
/// `StringProtocol` type is shown verbatim, with no Markdown ("use a string literal argument when
/// you want localization, and a string variable argument when you don't", Apple, Text).
public struct Text: Equatable, Sendable {
    indirect enum Storage: Equatable, Sendable {
        case verbatim(String)
        case localized(LocalizedStringKey)
        case attributed(AttributedString)
        /// `Text(_:format:)`, `Text(_:style:)`: a value formatted with the environment's locale.
        case formatted(FormatArgument)
        case image(Image)
        /// `Text + Text`.
        case concatenated([Text])
    }
    let storage: Storage
    var modifiers: [TextModifier] = []

    init(storage: Storage) { self.storage = storage }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .localized(key)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .verbatim(String(content))
    }

    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// Styled characters: the attributed string's runs keep their presentation intents.
    /// Disfavoured here only: swift-foundation's AttributedString is ExpressibleByStringLiteral
    /// (Apple's is not), and a literal must still make a LocalizedStringKey.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        storage = .attributed(attributedContent)
    }

    /// A value and a format style; the style is re-targeted at the environment's locale, so the
    /// environment wins over a locale set on the style ("Text.init(_:format:)", measured in L8-E5).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        interpolation.appendInterpolation(input, format: format)
        storage = .formatted(interpolation.arguments[0])
    }

    /// A value and a format style whose output is styled characters (iOS 18): re-targeted at the
    /// environment's locale as the String-output overload is, and shown with the attributes the
    /// style gives them.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == AttributedString {
        var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        interpolation.appendInterpolation(input, format: format)
        storage = .formatted(interpolation.arguments[0])
    }

    /// Not modelled: a use reports itself and the Text shows nothing (the model does not run a
    /// time data source, `TimeDataSource`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F : DiscreteFormatStyle, F.FormatOutput == String {
        ModelProblems.notModelled("Text.init(_:format:) with a TimeDataSource", "the source is not run: the Text shows nothing")
        storage = .verbatim("")
    }

    /// Not modelled: a use reports itself and the Text shows nothing (the model does not run a
    /// time data source, `TimeDataSource`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V, F>(_ source: TimeDataSource<V>, format: F) where V == F.FormatInput, F : DiscreteFormatStyle, F.FormatOutput == AttributedString {
        ModelProblems.notModelled("Text.init(_:format:) with a TimeDataSource", "the source is not run: the Text shows nothing")
        storage = .verbatim("")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ date: Date, style: DateStyle) {
        storage = .formatted(FormatArgument(specifier: "%@", value: .formatted(identity: "\(date)|\(style)") { locale in
            style.format(date, locale: locale)
        }))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        nonisolated(unsafe) let subject = subject
        nonisolated(unsafe) let formatter = formatter
        storage = .formatted(FormatArgument(specifier: "%@", value: .formatted(identity: "\(subject)|\(formatter)") { locale in
            FormatArgument.describe(subject, formatter: formatter, locale: locale)
        }))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        nonisolated(unsafe) let subject = subject
        nonisolated(unsafe) let formatter = formatter
        storage = .formatted(FormatArgument(specifier: "%@", value: .formatted(identity: "\(ObjectIdentifier(subject))|\(formatter)") { locale in
            FormatArgument.describe(subject, formatter: formatter, locale: locale)
        }))
    }

    /// `Text(resource)`: a `LocalizedStringResource` resolves like a key.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        storage = .localized(LocalizedStringKey(formatKey: resource.key.formatKey))
    }

    public init(_ image: Image) {
        storage = .image(image)
    }

    public typealias Body = Never

    public static func == (a: Text, b: Text) -> Bool { a.storage == b.storage && a.modifiers == b.modifiers }
}

extension LocalizedStringKey {
    init(formatKey: FormatKey) { self.formatKey = formatKey }
}

extension Text {
    /// How `Text(_:style:)` shows a date (SwiftUI's `Text.DateStyle`).
    public struct DateStyle: Equatable, Sendable, CustomStringConvertible {
        let name: String
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public static let relative = DateStyle(name: "relative")
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public static let offset = DateStyle(name: "offset")
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public static let timer = DateStyle(name: "timer")
        public var description: String { name }

        /// `.date` is the long date ("June 12, 2027"), `.time` the short time ("9:41 AM"), both in
        /// the locale's patterns; the others count from now, which the model does not advance.
        func format(_ date: Date, locale: Locale) -> String {
            switch name {
            case "time": return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened).locale(locale))
            case "date": return date.formatted(Date.FormatStyle(date: .long, time: .omitted).locale(locale))
            default:
                let seconds = Int(abs(date.timeIntervalSinceNow).rounded())
                let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                if name == "timer" { return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s) }
                let parts = [(h, "hr"), (m, "min"), (s, "sec")].filter { $0.0 > 0 }.prefix(2).map { "\($0.0) \($0.1)" }
                let body = parts.isEmpty ? "0 sec" : parts.joined(separator: ", ")
                return name == "offset" ? (date < Date() ? "-" : "+") + body : body
            }
        }
    }
}

/// Styling applied to a Text itself (`Text.bold()` returns a Text, unlike `View.bold()`).
enum TextModifier: Equatable, Sendable {
    case bold(Bool)
    case italic(Bool)
    case font(Font?)
    case weight(Font.Weight?)
    case strikethrough(Bool)
    case underline(Bool)
    case foreground(String)
    /// `kerning(_:)`, `tracking(_:)`: points added between characters (`TextLayoutModifiers.swift`).
    case characterSpacing(CGFloat)
    /// `Text.accessibilityLabel(_:)`, `accessibilityHeading(_:)`, `accessibilityTextContentType(_:)`:
    /// what VoiceOver reads, not what is drawn (`TextDisplay`, `Text+Accessibility.swift`).
    case accessibilityLabel(String)
    case accessibilityHeading(AccessibilityHeadingLevel)
    case accessibilityTextContentType(String)
}

extension Text {
    public func bold() -> Text { adding(.bold(true)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func bold(_ isActive: Bool) -> Text { adding(.bold(isActive)) }
    public func italic() -> Text { adding(.italic(true)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }
    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    /// A line through the characters. The model shows that it is drawn, not its colour: a
    /// colour reports itself.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        TextLines.reportLook("Text.strikethrough(_:color:)", pattern: nil, color: color)
        return adding(.strikethrough(isActive))
    }
    /// A line under the characters. The model shows that it is drawn, not its colour: a colour
    /// reports itself.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        TextLines.reportLook("Text.underline(_:color:)", pattern: nil, color: color)
        return adding(.underline(isActive))
    }
    /// A line through the characters; a pattern other than solid, or a colour, reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        TextLines.reportLook("Text.strikethrough(_:pattern:color:)", pattern: pattern, color: color)
        return adding(.strikethrough(isActive))
    }
    /// A line under the characters; a pattern other than solid, or a colour, reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        TextLines.reportLook("Text.underline(_:pattern:color:)", pattern: pattern, color: color)
        return adding(.underline(isActive))
    }
    /// `Text.foregroundStyle(_:)` returns a Text, so a styled Text can still be interpolated.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foreground(styleName(style))) }

    func adding(_ modifier: TextModifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// Joins two texts. Apple's SDK declares it `@available(iOS, deprecated: 26.0, message: …)`;
    /// the Linux compiler ignores `iOS`, so the model carries the attribute in the message and the
    /// harness words the warning as Xcode does for the scenario's deployment target (see
    /// docs/SCENARIOS.md, "Availability").
    @available(*, deprecated, message: "@available(iOS, deprecated: 26.0) Use string interpolation on `Text` instead: `Text(\"Hello \\(name)\")`")
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(storage: .concatenated([lhs, rhs]))
    }
}

extension Text: View {}

/// `Text.DateStyle` is `Codable` from iOS 14 (its `init(from:)` and `encode(to:)` are in SwiftUI's
/// interface). The conformance is the compiler's (in this file, so that it synthesises it): a style
/// round-trips, encoded by its name. Apple's encoded form is not in the interface (no source found).
extension Text.DateStyle: Codable {}
