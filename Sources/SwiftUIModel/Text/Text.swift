import Foundation

/// A view that shows one or more lines of read-only text.
///
/// The initialiser the compiler picks decides what the text does: a literal becomes a
/// `LocalizedStringKey` (interpolations become arguments, the literal is Markdown); a variable of a
/// `StringProtocol` type is shown verbatim, with no Markdown.
public struct Text: Equatable, Sendable {
    enum Storage: Equatable, Sendable {
        case verbatim(String)
        case localized(LocalizedStringKey)
    }
    let storage: Storage
    var modifiers: [TextModifier] = []

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

    public typealias Body = Never

    public static func == (a: Text, b: Text) -> Bool { a.storage == b.storage && a.modifiers == b.modifiers }
}

/// Styling applied to a Text itself (`Text.bold()` returns a Text, unlike `View.bold()`).
enum TextModifier: Equatable, Sendable {
    case bold
    case italic
    case font(Font?)
}

extension Text {
    public func bold() -> Text { adding(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? adding(.bold) : self }
    public func italic() -> Text { adding(.italic) }
    public func font(_ font: Font?) -> Text { adding(.font(font)) }

    private func adding(_ modifier: TextModifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

extension Text: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let environment = context.environment
        let string = TextResolver.resolve(self, in: environment)
        let font = modifiers.reduce(environment.font) { font, modifier in
            if case .font(let override) = modifier { return override } else { return font }
        } ?? .body
        let resolvedFont = font.resolve(in: environment)
        let node = DisplayNode(kind: "Text", content: ReportQuoting.quote(string), layout: LeafLayout { proposal in
            TextMetrics.size(of: string, font: resolvedFont, proposal: proposal)
        })
        node.attributes = [("font", resolvedFont.reportName)]
        node.accessibilityLabel = string
        return [node]
    }
}

extension Text: View {}
