import Foundation

/// Inline styles Markdown can put on characters. Mirrors Foundation's `InlinePresentationIntent`
/// (emphasized, stronglyEmphasized, code, strikethrough), which is what Apple's
/// `AttributedString(markdown:)` sets and what `Text` reads back.
struct MarkdownStyle: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let emphasized = MarkdownStyle(rawValue: 1 << 0)
    static let stronglyEmphasized = MarkdownStyle(rawValue: 1 << 1)
    static let code = MarkdownStyle(rawValue: 1 << 2)
    static let strikethrough = MarkdownStyle(rawValue: 1 << 3)
}

/// A run of characters with the same Markdown attributes.
struct MarkdownRun: Equatable, Sendable {
    var text: String
    var style: MarkdownStyle = []
    /// The destination of `[text](destination)`.
    var link: String?
    /// Apple's extended attributes, `^[text](key: value, …)`, parsed.
    var extended: ExtendedAttributes?
    /// Runs that came from the same `^[…](…)` share an ID, so that a rule (inflection) can work on
    /// the whole bracketed phrase even when it holds several styles.
    var spanID: Int?
}

/// The attributes in the parentheses of `^[text](…)`: a JSON5-like object, as Foundation reads it
/// ("Apple's extended Markdown attribute syntax": `inflect: true`, `morphology: {number: "plural"}`).
struct ExtendedAttributes: Equatable, Sendable {
    var values: [(key: String, value: ExtendedValue)]

    subscript(key: String) -> ExtendedValue? { values.first { $0.key == key }?.value }

    static func == (a: Self, b: Self) -> Bool {
        a.values.map(\.key) == b.values.map(\.key) && a.values.map(\.value) == b.values.map(\.value)
    }
}

indirect enum ExtendedValue: Equatable, Sendable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case object(ExtendedAttributes)

    var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    var intValue: Int? { if case .number(let n) = self, n == n.rounded() { Int(n) } else { nil } }
    var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    var objectValue: ExtendedAttributes? { if case .object(let o) = self { o } else { nil } }
}
