import Foundation

/// A container view that defines its content as a function of its own size and coordinate space
/// (Apple's `GeometryReader`). It is as large as the space offered, and its content is placed at
/// its top-leading corner (see `GeometryReaderLayout`).
///
/// SwiftUI evaluates the content during layout, once the size is known. The model builds views
/// before layout, so the content is built after the first layout has placed the reader, and again
/// whenever the reader is placed in a different frame; before that the reader is empty.
public struct GeometryReader<Content: View> {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
    public typealias Body = Never
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    /// The size of the container view.
    public let size: CGSize
    /// The safe area inset of the container view (the model places readers in the safe area).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    /// The reader's box, which keeps the anchors its content read (`subscript(anchor:)`).
    var box: GeometryBox? = nil

    /// The container view's bounds rectangle, converted to a defined coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global: globalFrame
        case .named(let name):
            // Relative to the named space's frame in the last layout (`GeometryObservers.swift`);
            // an unknown name answers like the global space.
            MainActor.assumeIsolated { NamedCoordinateSpaces.frames[name] }
                .map { globalFrame.offsetBy(dx: -$0.minX, dy: -$0.minY) } ?? globalFrame
        }
    }

    /// The insets of the container's rounded corners (iOS 26): the model's screens have no
    /// corner radius, so reading it reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var containerCornerInsets: RectangleCornerInsets {
        ModelProblems.notModelled("GeometryProxy.containerCornerInsets", "containers have no rounded corners in the model; reads a placeholder")
        return RectangleCornerInsets(notModelledPlaceholder: ())
    }
}

/// A resolved coordinate space (Apple's `CoordinateSpace`): global, local, or one a view named
/// with `coordinateSpace(name:)`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

extension GeometryReader: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let box = Self.box(of: context.node)
        guard let frame = box.frame else { return [] }
        box.builtWith = frame
        box.anchorReads = []
        let proxy = GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(), globalFrame: frame, box: box)
        return [ChildView(identity: .index(0), view: content(proxy))]
    }

    func didBuild(_ node: ViewNode) {
        // A builtin view has no body to run: being built again is what invalidation asked for.
        node.isInvalidated = false
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        [DisplayNode(kind: "GeometryReader", children: children.flatMap { $0 }, layout: GeometryReaderLayout(box: Self.box(of: context.node)))]
    }

    @MainActor static func box(of node: ViewNode) -> GeometryBox {
        if let box = node.storage["geometry"] as? GeometryBox { return box }
        let box = GeometryBox()
        box.node = node
        node.storage["geometry"] = box
        return box
    }
}

extension GeometryReader: View {}
