import CourseCheckProtocol
import Foundation

/// A control that hands an item to the system's share sheet (Apple's `ShareLink`, iOS 16). Its
/// default label is the share symbol with "Share". Tapping it is recorded as an event: the share
/// sheet is the system's, which the model does not show.
@MainActor @preconcurrency
public struct ShareLink<Label: View> {
    let item: String
    let label: Label
    public typealias Body = Never
}

extension ShareLink {
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: item.absoluteString, label: label())
    }

    @_disfavoredOverload
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(item: item, label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item.absoluteString, label: DefaultShareLinkLabel(title: Text(verbatim: "Share")))
    }

    @_disfavoredOverload
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, label: DefaultShareLinkLabel(title: Text(verbatim: "Share")))
    }

    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item.absoluteString, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item.absoluteString, label: DefaultShareLinkLabel(title: Text(title)))
    }
}

/// A share link's standard label: the share symbol and a title.
public struct DefaultShareLinkLabel: View {
    let title: Text
    public var body: some View { SwiftUIModel.Label(title: { title }, icon: { Image(systemName: "square.and.arrow.up") }) }
}

extension ShareLink: View {}

extension ShareLink: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let content = children.flatMap { $0 }
        let title = AccessibilityTree.label(of: content)
        let node = DisplayNode(kind: "ShareLink", content: ReportQuoting.quote(title), children: content, layout: PassThroughGroupLayout())
        node.attributes = [(Attribute.Name.item, item)]
        node.accessibility.role = .button
        node.accessibility.label = title
        let item = self.item
        if context.environment.isEnabled { node.touch.tapAction = { ModelEvents.record("the system shares \(item)") } }
        return [node]
    }
}
