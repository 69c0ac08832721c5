import Foundation

// What Apple's Foundation has and swift-foundation on Linux lacks (checked against the 6.3
// toolchain: no `AttributedString(markdown:)`, `AttributedString(localized:)`,
// `String(localized:)`, `String.LocalizationValue`, `LocalizedStringResource`,
// `InlinePresentationIntent`, nor the inflection attribute keys; `InflectionRule` and
// `Morphology` exist and are used as they are). Signatures follow Apple's Foundation.

/// Inline presentation from Markdown (Foundation's `InlinePresentationIntent`).
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
}

extension AttributeScopes.FoundationAttributes {
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
    /// `inflect: true` in Markdown.
    public enum InflectionRuleAttribute: AttributedStringKey {
        public typealias Value = InflectionRule
        public static let name = "NSInflect"
        public static let markdownName = "inflect"
    }
    public enum InflectionAlternativeAttribute: AttributedStringKey {
        public typealias Value = String
        public static let name = "NSInflectionAlternative"
        public static let markdownName = "inflectionAlternative"
    }
    public enum AgreementArgumentAttribute: AttributedStringKey {
        public typealias Value = Int
        public static let name = "NSInflectionAgreementArgument"
        public static let markdownName = "agreeWithArgument"
    }
    public enum MorphologyAttribute: AttributedStringKey {
        public typealias Value = Morphology
        public static let name = "NSMorphology"
        public static let markdownName = "morphology"
    }

    // Key paths for `string.inlinePresentationIntent` and friends. Scopes are never instantiated;
    // only the key paths' types are used.
    public var inlinePresentationIntent: InlinePresentationIntentAttribute.Type { InlinePresentationIntentAttribute.self }
}

extension AttributeDynamicLookup {
    public subscript(dynamicMember keyPath: KeyPath<AttributeScopes.FoundationAttributes, AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute.Type>) -> AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute {
        fatalError("read through AttributedString's dynamic member lookup")
    }
}

extension AttributedString {
    /// Foundation's options for `AttributedString(markdown:options:baseURL:)`.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// Markdown to styled characters. Inline syntax only (see `MarkdownParser`); with `.full` and
    /// `.inlineOnly`, line breaks inside a paragraph read as spaces, as CommonMark's soft breaks do.
    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        var source = markdown
        if options.interpretedSyntax != .inlineOnlyPreservingWhitespace {
            source = source.split(separator: "\n", omittingEmptySubsequences: true)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
        let runs = MarkdownParser.parse(source, allowsExtendedAttributes: options.allowsExtendedAttributes)
        self = AttributedRuns.attributedString(runs.map { ($0, $0.text) })
    }

    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }

    /// Options for `AttributedString(localized:)`.
    public struct LocalizationOptions: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
    }

    /// A localized string with its Markdown parsed and its grammar agreed: what `Text` does with a
    /// literal, outside a view.
    public init(localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [], table: String? = nil,
                bundle: Bundle? = nil, locale: Locale? = nil, comment: StaticString? = nil) {
        let runs = KeyResolver.runs(keyAndValue.formatKey, locale: locale ?? .current, parseMarkdown: true) { text in
            MainActor.assumeIsolated { TextResolver.runs(text, in: .with(locale: locale ?? .current)).runs }
        }
        self = AttributedRuns.attributedString(runs)
    }

    public init(localized resource: LocalizedStringResource) {
        self.init(localized: resource.key, locale: resource.locale)
    }
}

extension String {
    /// A key and its arguments, for `String(localized:)` (Foundation's `String.LocalizationValue`).
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
        let formatKey: FormatKey

        public init(_ value: String) {
            formatKey = FormatKey(format: value.replacingOccurrences(of: "%", with: "%%"), arguments: [])
        }
        public init(stringLiteral value: String) { self.init(value) }
        public init(stringInterpolation: StringInterpolation) {
            formatKey = FormatKey(format: stringInterpolation.storage.format, arguments: stringInterpolation.storage.arguments)
        }

        public struct StringInterpolation: StringInterpolationProtocol {
            var storage = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) { storage.appendLiteral(literal) }
            public mutating func appendInterpolation(_ string: String) { storage.appendInterpolation(string) }
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
                storage.append(specifier: value._specifier, .cVarArg(value._arg), isNumber: true)
            }
            public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
                storage.appendInterpolation(value, specifier: specifier)
            }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
                storage.appendInterpolation(input, format: format)
            }
            public mutating func appendInterpolation(_ attributedString: AttributedString) { storage.appendInterpolation(attributedString) }
            public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
                storage.appendInterpolation(subject, formatter: formatter)
            }
        }
    }

    /// The localized string: arguments filled in, and nothing parsed. Markdown and
    /// `^[…](inflect: true)` come back as written; the parsing is AttributedString's.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = KeyResolver.runs(keyAndValue.formatKey, locale: locale, parseMarkdown: false) { text in
            MainActor.assumeIsolated { TextResolver.runs(text, in: .with(locale: locale)).runs }
        }.map(\.text).joined()
    }

    public init(localized resource: LocalizedStringResource) {
        self.init(localized: resource.key, locale: resource.locale ?? .current)
    }
}

/// A reference to a localized string, resolved later (Foundation's `LocalizedStringResource`).
public struct LocalizedStringResource: Equatable, ExpressibleByStringInterpolation, Sendable {
    let key: String.LocalizationValue
    public var locale: Locale?
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        key = keyAndValue
        self.locale = locale
    }
    public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
    public static func == (a: Self, b: Self) -> Bool { a.key == b.key && a.locale == b.locale }
}

/// Between Markdown runs, Text runs and AttributedString runs.
enum AttributedRuns {
    typealias Key = AttributeScopes.FoundationAttributes

    static func attributedString(_ runs: [(MarkdownRun, String)]) -> AttributedString {
        var result = AttributedString()
        for (run, text) in runs {
            var part = AttributedString(text)
            let intent = InlinePresentationIntent(markdown: run.style)
            if !intent.isEmpty { part[Key.InlinePresentationIntentAttribute.self] = intent }
            if let link = run.link, let url = URL(string: link) { part.link = url }
            if let attributes = run.extended {
                if attributes["inflect"]?.boolValue == true { part[Key.InflectionRuleAttribute.self] = .automatic }
                if let n = attributes["agreeWithArgument"]?.intValue { part[Key.AgreementArgumentAttribute.self] = n }
                if let alternative = attributes["inflectionAlternative"]?.stringValue { part[Key.InflectionAlternativeAttribute.self] = alternative }
                if let number = attributes["morphology"]?.objectValue?["number"]?.stringValue,
                   let grammatical = InflectionEngine.grammaticalNumber(number) {
                    var morphology = Morphology()
                    morphology.number = grammatical
                    part[Key.MorphologyAttribute.self] = morphology
                }
            }
            result += part
        }
        return result
    }

    static func attributedString(_ runs: [TextRun]) -> AttributedString {
        attributedString(runs.map { run in
            var style: MarkdownStyle = []
            if run.bold { style.insert(.stronglyEmphasized) }
            if run.italic { style.insert(.emphasized) }
            if run.code { style.insert(.code) }
            if run.strikethrough { style.insert(.strikethrough) }
            return (MarkdownRun(text: run.text, style: style, link: run.link), run.text)
        })
    }

    static func runs(of attributed: AttributedString) -> [TextRun] {
        attributed.runs.map { run in
            var textRun = TextRun(text: String(attributed[run.range].characters))
            let intent = run[Key.InlinePresentationIntentAttribute.self] ?? []
            textRun.bold = intent.contains(.stronglyEmphasized)
            textRun.italic = intent.contains(.emphasized)
            textRun.code = intent.contains(.code)
            textRun.strikethrough = intent.contains(.strikethrough)
            textRun.link = run.link?.absoluteString
            SwiftUIAttributeRuns.style(&textRun, from: run)
            return textRun
        }
    }
}

extension InlinePresentationIntent {
    init(markdown style: MarkdownStyle) {
        self = []
        if style.contains(.emphasized) { insert(.emphasized) }
        if style.contains(.stronglyEmphasized) { insert(.stronglyEmphasized) }
        if style.contains(.code) { insert(.code) }
        if style.contains(.strikethrough) { insert(.strikethrough) }
    }
}

// On Apple's platforms Foundation declares `Date: ReferenceConvertible` (bridged to NSDate), which
// is why `Text("\(date)")` takes SwiftUI's ReferenceConvertible overload — no warning, and the
// date's full description. swift-corelibs-foundation bridges Date too but does not declare the
// conformance; the model declares it, as Apple's Foundation does.
extension Date: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSDate
}
