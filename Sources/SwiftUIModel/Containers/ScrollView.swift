import Foundation

/// A scrollable view: it offers its content unlimited length along its axes (see `ScrollLayout`).
public struct ScrollView<Content: View> {
    public var axes: Axis.Set
    public var content: Content
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The first form: the model draws no scroll indicators, shown or hidden.
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000.0) Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier")
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.init(axes, content: content)
    }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension ScrollView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let units = children.flatMap { $0 }
        // Several views directly in a scroll view are stacked along its axis, as SwiftUI does.
        let axis: Axis = axes.contains(.vertical) ? .vertical : .horizontal
        let content = units.count == 1 ? units : stackNode(kind: axis == .vertical ? "VStack" : "HStack", children: units,
                                                           layout: StackLayout(axis: axis, spacing: nil, crossAlignment: 0.5))
        var inner = content
        if let margins = context.environment.scrollContentMargins {
            inner = [DisplayNode(kind: "contentMargins", children: content, layout: ContentMarginsLayout(insets: margins))]
        }
        let node = DisplayNode(kind: "ScrollView", children: inner, layout: ScrollLayout(axes: axes))
        // A scroll view under `refreshable` can be pulled down (the `refresh` step).
        if let refresh = context.environment.refresh { node.carried[RefreshInteractionKey.self] = refresh }
        return [node]
    }
}

extension ScrollView: View {}
