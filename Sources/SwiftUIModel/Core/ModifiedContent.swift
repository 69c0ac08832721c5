/// A modifier that you apply to a view, producing a different version of it.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Body {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content a custom modifier's `body(content:)` receives: stands for the modified view.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    let content: any View
    public typealias Body = Never
}

/// The content a custom modifier's body places: made as the modified view is.
protocol ModifierContentView {}
extension _ViewModifier_Content: ModifierContentView {}

extension _ViewModifier_Content: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content)]
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public typealias Body = Never
}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ModifiedContent: BuiltinView where Content: View, Modifier: ViewModifier {
    private var builtin: (any BuiltinModifier)? { modifier as? any BuiltinModifier }

    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content)]
    }

    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        builtin?.childEnvironment(environment) ?? environment
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let units = children.flatMap { $0 }
        guard let builtin else { return units }
        return units.map { builtin.modify($0, context: context) }
    }

    func didBuild(_ node: ViewNode) { builtin?.didUpdate(node) }
    var lifecycle: (any LifecycleModifier)? { modifier as? any LifecycleModifier }
}

/// A view that is a modifier applied to content, so that the graph can ask for the modifier.
protocol ModifierCarrying {
    var carriedModifier: Any { get }
}

extension ModifiedContent: ModifierCarrying {
    var carriedModifier: Any { modifier }
}

/// A custom `ViewModifier` is evaluated like a view: its `body(content:)` runs with its dynamic
/// properties installed (it is part of the view tree; a model object is not).
@MainActor
protocol CustomModifierHost {
    var isCustomModifier: Bool { get }
    var dynamicPropertyOwner: Any { get }
    func evaluateModifierBody() -> any View
}

extension ModifiedContent: CustomModifierHost where Content: View, Modifier: ViewModifier {
    var isCustomModifier: Bool { !(modifier is any BuiltinModifier) }
    var dynamicPropertyOwner: Any { modifier }
    func evaluateModifierBody() -> any View {
        if let composed = modifier as? any ComposedViewModifier { return composed.applied(to: content) }
        return modifier.body(content: _ViewModifier_Content(content: content))
    }
}

extension _ViewModifier_Content: View {}
