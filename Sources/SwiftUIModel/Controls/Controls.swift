import CourseCheckProtocol
import Foundation

/// A switch between on and off. A `tap` (or `toggle`) step finds it by its title.
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public typealias Body = Never
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: View {}

extension Toggle: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let label = children.flatMap { $0 }
        let title = label.compactMap(\.accessibilityLabel).joined(separator: ", ")
        // The iOS switch is 51 × 31 points; the label takes the rest of the row.
        let control = DisplayNode(kind: "Switch", layout: LeafLayout { _ in CGSize(width: 51, height: 31) })
        let node = DisplayNode(kind: "Toggle", content: ReportQuoting.quote(title), children: label + [control],
                               layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))
        node.attributes = [(Attribute.Name.on, isOn.wrappedValue ? "true" : "false")]
        node.accessibilityLabel = title
        let isOn = self.isOn
        node.tapAction = { isOn.wrappedValue.toggle() }
        return [node]
    }
}

/// A field the user types into. A `type "text" into "Placeholder"` step finds it by its title.
public struct TextField<Label: View> {
    let text: Binding<String>
    let title: String
    let label: Label
    public typealias Body = Never
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text
        self.label = Text(titleKey)
        self.title = TextResolver.plain(Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(titleKey, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text
        self.label = Text(title)
        self.title = String(title)
    }
}

extension TextField: View {}

extension TextField: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let font = (context.environment.font ?? .body).resolve(in: context.environment)
        let value = text.wrappedValue
        let node = DisplayNode(kind: "TextField", content: ReportQuoting.quote(title), layout: LeafLayout { proposal in
            // A text field takes the width it is offered and one line of its font.
            CGSize(width: proposal.width ?? TextMetrics.width(of: value.isEmpty ? " " : value, size: font.size),
                   height: TextMetrics.lineHeight(font.size))
        })
        node.attributes = [(Attribute.Name.text, value)]
        node.accessibilityLabel = title
        let text = self.text
        node.textInput = { text.wrappedValue = $0 }
        return [node]
    }
}
