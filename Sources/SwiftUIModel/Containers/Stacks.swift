import Foundation

/// A view that arranges its children in a vertical line.
public struct VStack<Content: View> {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

/// A view that arranges its children in a horizontal line.
public struct HStack<Content: View> {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    public typealias Body = Never
}

extension VStack: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        stackNode(kind: "VStack", children: children.flatMap { $0 },
                  layout: StackLayout(axis: .vertical, spacing: spacing, crossAlignment: alignment.fraction, crossGuide: .horizontal(alignment)))
    }
}

extension HStack: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        stackNode(kind: "HStack", children: children.flatMap { $0 },
                  layout: StackLayout(axis: .horizontal, spacing: spacing, crossAlignment: alignment.fraction, crossGuide: .vertical(alignment)))
    }
}

/// Flexible space along the stack it is in (min length 8 by default).
public struct Spacer {
    /// The least length the spacer takes along its stack's axis; nil for the default spacing.
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
}

extension Spacer: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let minimum = minLength ?? StackLayout.defaultSpacing
        return [DisplayNode.spacer(minLength: minimum)]
    }
}

/// A stack's node; it tells each child which axis it is on (for Spacer).
@MainActor
func stackNode(kind: String, children: [DisplayNode], layout: StackLayout) -> [DisplayNode] {
    for child in children { child.setStackAxis(layout.axis) }
    return [DisplayNode(kind: kind, children: children, layout: layout)]
}

extension VStack: View {}

extension HStack: View {}

extension Spacer: View {}
