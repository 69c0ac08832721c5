import CourseCheckProtocol
import Foundation

/// A control that presents a menu of actions. The model lists its items under it; a `tap` step
/// can choose an item by its title directly.
public struct Menu<Label: View, Content: View> {
    let label: Label
    let content: Content
    /// What a tap on the label does instead of opening the menu (a long press opens it).
    var primaryAction: (() -> Void)?
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu: View {}

extension Menu: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let body = styledBody(context.environment) { return [body] }
        return [ChildView(identity: .index(0), view: label), ChildView(identity: .index(1), view: content)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let style = context.environment.menuStyles.innermost {
            let node = DisplayNode(kind: "Menu", children: children.flatMap { $0 }, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.style, style.name)]
            return [node]
        }
        let label = children.first ?? []
        let items = children.count > 1 ? children[1] : []
        let title = AccessibilityTree.label(of: label)
        let node = DisplayNode(kind: "Menu", content: ReportQuoting.quote(title), children: label + items.map(MenuItems.hide), layout: MenuLayout(labelCount: label.count))
        if let style = context.environment.menuStyleName { node.attributes.append((Attribute.Name.style, style)) }
        node.accessibility.label = title
        // VoiceOver reads a menu as a button (it opens the menu).
        node.accessibility.role = .button
        if let primaryAction, context.environment.isEnabled {
            node.touch.tapAction = { primaryAction() }
        }
        return [node]
    }
}

enum MenuItems {
    /// Menu items are not drawn until the menu opens: they take no space.
    @MainActor static func hide(_ item: DisplayNode) -> DisplayNode {
        item.attributes.append((Attribute.Name.inMenu, "true"))
        return item
    }
}

extension Menu where Label == SwiftUIModel.Label<Text, Image> {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { SwiftUIModel.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUIModel.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUIModel.Label(title, image: image) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { SwiftUIModel.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }
}
