import CourseCheckProtocol
import Foundation

/// A control that pushes a view on the navigation stack it is in: a value (shown by the
/// `navigationDestination(for:)` declared for its type) or a view. In a list row it shows a
/// disclosure chevron (Apple's `NavigationLink`; docs/FACTS.md, "Navigation"). Outside a
/// navigation stack it does nothing.
@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View> {
    enum Target {
        case value(AnyHashable?)
        case view(Destination)
        /// The deprecated `isActive:` form: pushed while the binding is true. Whether it was
        /// true when the link was made is kept too, so that a change makes a different link
        /// (two bindings to the same place are equal) and the link is built again.
        case bound(Destination, Binding<Bool>, wasActive: Bool)

        static func bound(_ destination: Destination, _ isActive: Binding<Bool>) -> Target {
            .bound(destination, isActive, wasActive: isActive.wrappedValue)
        }
    }
    let label: Label
    let target: Target
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension NavigationLink {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Pass a closure as the destination")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .bound(destination, isActive)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:) inside a List within a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .bound(destination, Self.isSelected(tag, in: selection))
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }

    /// A tag's link is active while the selection is its tag; activating it selects the tag,
    /// deactivating it clears the selection.
    static func isSelected<V: Hashable>(_ tag: V, in selection: Binding<V?>) -> Binding<Bool> {
        Binding(get: { selection.wrappedValue == tag }, set: { selection.wrappedValue = $0 ? tag : nil })
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Pass a closure as the destination")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Pass a closure as the destination")
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(titleKey)
        target = .bound(destination, isActive)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 16.0) use NavigationLink(value:label:), or navigationDestination(isPresented:destination:), inside a NavigationStack or NavigationSplitView")
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// Apple's overloads for values that are also `Codable` (a `NavigationPath` of them can be saved):
/// the model's path keeps every value alike, so they make what the `Hashable` ones make. Without
/// availability data, as those (availability-not-written.txt: the model's tests use them).
extension NavigationLink where Destination == Never {
    public init<P>(value: P?, @ViewBuilder label: () -> Label) where P: Decodable, P: Encodable, P: Hashable {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P>(_ titleKey: LocalizedStringKey, value: P?) where P: Decodable, P: Encodable, P: Hashable {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S, P>(_ title: S, value: P?) where S: StringProtocol, P: Decodable, P: Encodable, P: Hashable {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: View {}

extension NavigationLink: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let content = children.flatMap { $0 }
        let title = AccessibilityTree.label(of: content)
        let navigation = context.environment.navigationContext
        let inList = context.environment.listRowStyle != nil
        // In a list row the link spans the row and shows a disclosure chevron at its trailing
        // edge (reported as `chevron=true`; the chevron's size has no source).
        let node = DisplayNode(kind: "NavigationLink", content: ReportQuoting.quote(title), children: content,
                               layout: inList ? LeadingFillLayout() : PassThroughGroupLayout())
        if inList { node.attributes.append((Attribute.Name.chevron, "true")) }
        node.accessibility.role = .button
        node.accessibility.label = title
        guard let navigation, context.environment.isEnabled else {
            node.attributes.append((Attribute.Name.disabled, "true"))
            return [node]
        }
        switch target {
        case .value(let value):
            if let value { node.touch.tapAction = { navigation.model.push(value: value) } }
        case .view(let destination):
            node.touch.tapAction = { navigation.model.push(view: destination) }
        case .bound(_, let isActive, _):
            node.touch.tapAction = { isActive.wrappedValue = true }
        }
        return [node]
    }

    /// The `isActive:` form pushes its destination while its binding is true.
    func didBuild(_ node: ViewNode) {
        guard case .bound(let destination, let isActive, _) = target else { return }
        let push = isActive.wrappedValue ? NavigationModel.BoundPush(view: destination, dismiss: { isActive.wrappedValue = false }) : nil
        node.environment.navigationContext?.model.registerBound(push, by: node)
    }
}

extension View {
    /// Shows values of type `D` pushed on the enclosing stack (by `NavigationLink(value:)` or the
    /// path) with `destination` (Apple's `navigationDestination(for:destination:)`).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(type: data, make: { value in destination(value.base as! D) }))
    }

    /// Pushes `destination` while `isPresented` is true; popping it sets the binding to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let push = isPresented.wrappedValue ? NavigationModel.BoundPush(view: destination(), dismiss: { isPresented.wrappedValue = false }) : nil
        return modifier(BoundDestinationModifier(push: push))
    }

    /// Pushes a view for the item while it is not nil; popping it sets the binding to nil.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func navigationDestination<D: Hashable, C: View>(item: Binding<Optional<D>>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let push = item.wrappedValue.map { NavigationModel.BoundPush(view: IDView(content: destination($0), id: $0), dismiss: { item.wrappedValue = nil }) }
        return modifier(BoundDestinationModifier(push: push))
    }
}

/// Declares, each time it is built, the destination for a type on the enclosing stack.
struct NavigationDestinationModifier: ViewModifier, BuiltinModifier {
    let type: Any.Type
    let make: (AnyHashable) -> any View
    typealias Body = Never

    func didUpdate(_ node: ViewNode) {
        node.environment.navigationContext?.model.registerDestination(for: type, by: node, make)
    }
}

/// Declares, each time it is built, whether its destination is pushed.
struct BoundDestinationModifier: ViewModifier, BuiltinModifier {
    let push: NavigationModel.BoundPush?
    typealias Body = Never

    func didUpdate(_ node: ViewNode) {
        node.environment.navigationContext?.model.registerBound(push, by: node)
    }
}
