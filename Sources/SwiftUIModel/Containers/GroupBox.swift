import CourseCheckProtocol
import Foundation

/// A box with a rounded background around its content, with an optional label above it (Apple's
/// `GroupBox`). Its padding and corner radius have no source: the model uses the standard
/// padding (16) and a radius of 8.
@MainActor @preconcurrency
public struct GroupBox<Label: View, Content: View> {
    let label: Label
    let content: Content
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The first form, the label a value before the content.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 100000.0) renamed to 'GroupBox(content:label:)'")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        label = EmptyView()
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        label = Text(title)
    }
}

extension GroupBox: View {}

extension GroupBox: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let body = styledBody(context.environment) { return [body] }
        return [ChildView(identity: .index(0), view: label.font(.headline)), ChildView(identity: .index(1), view: content)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let style = context.environment.groupBoxStyles.innermost {
            let node = DisplayNode(kind: "GroupBox", children: children.flatMap { $0 }, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.style, style.name)]
            return [node]
        }
        let column = stackNode(kind: "VStack", children: children.flatMap { $0 }, layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0))[0]
        let padded = DisplayNode(kind: "padding", children: [column], layout: PaddingLayout(insets: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)))
        let box = DisplayNode(kind: "GroupBox", children: [padded], layout: PassThroughLayout())
        box.drawing.paint = Paint(kind: .fill(style: "secondarySystemBackground", shape: .roundedRectangle(cornerRadius: 8)))
        return [box]
    }
}
