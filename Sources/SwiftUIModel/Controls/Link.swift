import CourseCheckProtocol
import Foundation

/// A control that opens a URL through the environment's `openURL` action when tapped.
public struct Link<Label: View> {
    let destination: URL
    let label: Label

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension Link where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: View {}

extension Link: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let content = children.flatMap { $0 }
        let title = AccessibilityTree.label(of: content)
        let node = DisplayNode(kind: "Link", content: ReportQuoting.quote(title), children: content, layout: PassThroughGroupLayout())
        node.accessibility.role = .link
        node.attributes = [(Attribute.Name.destination, destination.absoluteString)]
        node.accessibility.label = title
        let openURL = context.environment.openURL
        let destination = destination
        node.touch.tapAction = { openURL(destination) }
        return [node]
    }
}
