import Foundation

// SwiftUI's own names for the modifiers `type(of:)` and `String(describing:)` show
// (`ModifiedContent<Text, _PaddingLayout>`): public types with Apple's names and stored
// properties, each handing its work to the model's modifier. Source for each name and its
// properties: OpenSwiftUI (github.com/OpenSwiftUIProject/OpenSwiftUI), which mirrors SwiftUI's
// interface: `_PaddingLayout { edges, insets }`, `_FrameLayout { width, height, alignment }`,
// `_FlexFrameLayout`, `_BackgroundStyleModifier<Style> { style, ignoresSafeAreaEdges }`.

/// A modifier with SwiftUI's name that does what the model's `inner` modifier does.
@MainActor
protocol ForwardingModifier: BuiltinModifier {
    var inner: any BuiltinModifier { get }
}

extension ForwardingModifier {
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues { inner.childEnvironment(environment) }
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode { inner.modify(unit, context: context) }
    func didUpdate(_ node: ViewNode) { inner.didUpdate(node) }
}

public struct _PaddingLayout: ViewModifier, ForwardingModifier {
    public typealias Body = Never
    public var edges: Edge.Set
    public var insets: EdgeInsets?
    let inner: any BuiltinModifier

    init(edges: Edge.Set, insets: EdgeInsets?, inner: any BuiltinModifier) {
        self.edges = edges
        self.insets = insets
        self.inner = inner
    }
}

public struct _FrameLayout: ViewModifier, ForwardingModifier {
    public typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment
    let inner: any BuiltinModifier
}

public struct _FlexFrameLayout: ViewModifier, ForwardingModifier {
    public typealias Body = Never
    let minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    let minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    let alignment: Alignment
    let inner: any BuiltinModifier
}

public struct _BackgroundStyleModifier<Style: ShapeStyle>: ViewModifier, ForwardingModifier {
    public typealias Body = Never
    public var style: Style
    public var ignoresSafeAreaEdges: Edge.Set
    let inner: any BuiltinModifier
}
