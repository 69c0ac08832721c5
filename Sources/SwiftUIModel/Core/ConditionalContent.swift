/// The view an `if`/`else` or `switch` in a builder makes: one type for both branches, holding
/// whichever was taken. The branches have different identities, so switching resets state.
/// Unconstrained, as Apple's: the other builders' `if`/`else` (commands, tab content) make it too,
/// and it is a view only when both branches are.
public struct _ConditionalContent<TrueContent, FalseContent> {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
    init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: BuiltinView where TrueContent: View, FalseContent: View {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        switch storage {
        case .trueContent(let view): [ChildView(identity: .branch(true), view: view)]
        case .falseContent(let view): [ChildView(identity: .branch(false), view: view)]
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: BuiltinView where Wrapped: View {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        switch self {
        case .some(let view): [ChildView(identity: .branch(true), view: view)]
        case .none: []
        }
    }
}

/// Nothing at all: takes no space and draws nothing.
public struct EmptyView {
    public init() {}
    public typealias Body = Never
}

extension EmptyView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
}

/// A type-erased view. Its identity includes the wrapped type, so a change of type is a new view.
public struct AnyView {
    let wrapped: any View
    public init<V: View>(_ view: V) { wrapped = view }
    public init<V: View>(erasing view: V) { wrapped = view }
    /// A view wrapped from a value of unknown type; nil when it is not a view.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        wrapped = view
    }
    public typealias Body = Never
}

extension AnyView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .type(ObjectIdentifier(type(of: wrapped))), view: wrapped)]
    }
}

/// Gathers views without a container; modifiers on a group apply to each member. A group of
/// tabs or toolbar items gathers them likewise (`Group+Content.swift`).
public struct Group<Content> {
    let content: Content
}

extension Group where Content: View {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: BuiltinView where Content: View {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content)]
    }
}

/// Each builder's conformance names its own `Body` (as Apple's do): slider ticks' is a collection.
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

extension EmptyView: View {}

extension AnyView: View {}

extension Group: View where Content: View {
    public typealias Body = Never
}
