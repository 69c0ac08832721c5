import Foundation

// The accessibility modifiers that make elements of views: `accessibilityElement(children:)`,
// `accessibilityRepresentation`, `accessibilityChildren`, the actions built of views
// (`accessibilityActions`, `accessibilityAction(action:label:)`) and a label built of views
// (`accessibilityLabel(content:)`), with Apple's signatures and availability (the iOS SDK's
// `SwiftUI.swiftinterface`; iOS 18's from Apple's documentation).

extension View {
    /// Makes one element of the view, or a container of its elements (Apple's
    /// `accessibilityElement(children:)`; `AccessibilityGrouping`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityEdit(.element(children))
    }

    /// Replaces the view's elements with those of `representation`, which is not drawn (Apple's
    /// `accessibilityRepresentation(representation:)`: "Replaces one or more accessibility
    /// elements for this view with new accessibility elements").
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        AccessibilityReplacement(content: self, replacement: representation(), kind: .representation)
    }

    /// Replaces the children of the view's element with the elements of `children`, which are not
    /// drawn (Apple's `accessibilityChildren(children:)`: "Replaces the existing accessibility
    /// element's children with one or more new synthetic accessibility elements").
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        AccessibilityReplacement(content: self, replacement: children(), kind: .children)
    }

    /// Adds a custom action for each control in `content`, named by its label, doing what
    /// activating it does (Apple's `accessibilityActions(_:)`, iOS 16).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        AccessibilityReplacement(content: self, replacement: content(), kind: .actions)
    }

    /// The same, in a category of actions (iOS 18); the model lists them with the others.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityActions<Content: View>(category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content) -> some View {
        AccessibilityReplacement(content: self, replacement: content(), kind: .actions)
    }

    /// A custom action named by the label a view reads (Apple's `accessibilityAction(action:label:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        AccessibilityReplacement(content: self, replacement: label(), kind: .namedAction(action))
    }

    /// A label built of views, where `content`'s argument stands for the view's own label (Apple's
    /// `accessibilityLabel(content:)`, iOS 18: "You can combine the modified view with other
    /// content to create a new accessibility label for the original view").
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func accessibilityLabel<V: View>(@ViewBuilder content: (PlaceholderContentView<Self>) -> V) -> some View {
        AccessibilityReplacement(content: self, replacement: content(PlaceholderContentView(content: AccessibilityOwnLabel())), kind: .label)
    }
}

/// A view whose accessibility another view's elements decide: the content is drawn, the other
/// view (built alongside, never laid out or drawn) gives its elements, children, actions or label.
struct AccessibilityReplacement<Content: View, Replacement: View>: View {
    enum Kind {
        case representation, children, actions, label
        case namedAction(() -> Void)
    }
    let content: Content
    let replacement: Replacement
    let kind: Kind
    typealias Body = Never
}

extension AccessibilityReplacement: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content), ChildView(identity: .index(1), view: replacement)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let units = children[0], other = children[1]
        guard let first = units.first else { return units }
        switch kind {
        case .representation:
            // One or more elements replaced: the first unit stands for them all.
            first.accessibility.representation = other
            for unit in units.dropFirst() { unit.accessibility.edits.append(.hidden) }
        case .children:
            first.accessibility.replacedChildren = other
        case .actions:
            let actions = AccessibilityTree.elements(of: other).compactMap { element in
                element.defaultAction.map { AccessibilityEdit.action(AccessibilityActionKind(kind: .named(element.label)), $0) }
            }
            for unit in units { unit.accessibility.edits += actions }
        case .namedAction(let action):
            let name = AccessibilityTree.label(of: other)
            for unit in units { unit.accessibility.edits.append(.action(AccessibilityActionKind(kind: .named(name)), action)) }
        case .label:
            let own = AccessibilityTree.label(of: units)
            let label = AccessibilityTree.label(of: other).replacingOccurrences(of: AccessibilityOwnLabel.marker, with: own)
            for unit in units { unit.accessibility.edits.append(.label(label)) }
        }
        return units
    }
}

/// What `accessibilityLabel(content:)`'s placeholder shows: a mark where the view's own label goes.
struct AccessibilityOwnLabel: View, BuiltinView {
    typealias Body = Never
    /// U+FFFC, the object replacement character: never in a label of the course's.
    static let marker = "\u{FFFC}"
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let node = DisplayNode(kind: "Text", layout: LeafLayout { _ in .zero })
        node.accessibility.label = Self.marker
        return [node]
    }
}
