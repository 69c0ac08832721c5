import Foundation

/// A view that overlays its children, aligned in its bounds; it is as large as its largest child.
public struct ZStack<Content: View> {
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    public typealias Body = Never
}

extension ZStack: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [DisplayNode(kind: "ZStack", children: children.flatMap { $0 }, layout: ZStackLayout(alignment: alignment))]
    }
}

extension ZStack: View {}
