import CourseCheckProtocol
import Foundation

/// A label and a value side by side: the label leading, the value trailing in the secondary style
/// (Apple's `LabeledContent`; OpenSwiftUI's `LeadingTrailingLabeledContentStyle`).
@MainActor @preconcurrency
public struct LabeledContent<Label: View, Content: View> {
    let label: Label
    let content: Content
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var body: some View { PrimitiveViewBody(content: self) }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent: View {}

extension LabeledContent: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let body = styledBody(context.environment) { return [body] }
        var children = [ChildView(identity: .index(1), view: content.foregroundStyle(.secondary))]
        if !context.environment.labelsHidden { children.insert(ChildView(identity: .index(0), view: label), at: 0) }
        return children
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let style = context.environment.labeledContentStyles.innermost {
            let node = DisplayNode(kind: "LabeledContent", children: children.flatMap { $0 }, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.style, style.name)]
            return [node]
        }
        return [LabeledRow.node(kind: "LabeledContent", label: children.count > 1 ? children[0] : [], control: children.last ?? [])]
    }
}
