import Foundation

/// iOS 17's coordinate spaces as types (`CoordinateSpaceProtocol`): `.local`, `.global` and
/// `.named(_:)` each stand for a `CoordinateSpace`, which the geometry and gesture APIs resolve as
/// before. `.scrollView` (the nearest scroll view's space) is declared but not modelled: it
/// reports itself and answers like the global space.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
    public static func == (a: NamedCoordinateSpace, b: NamedCoordinateSpace) -> Bool { a.name == b.name }
}

/// The name `.scrollView` stands for: no view can give it (a private type).
private struct NearestScrollView: Hashable {}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

    public static var scrollView: NamedCoordinateSpace {
        ModelProblems.notModelled("CoordinateSpaceProtocol.scrollView", "it answers like the global space")
        return NamedCoordinateSpace(name: AnyHashable(NearestScrollView()))
    }

    public static func scrollView(axis: Axis) -> Self {
        ModelProblems.notModelled("CoordinateSpaceProtocol.scrollView(axis:)", "it answers like the global space")
        return NamedCoordinateSpace(name: AnyHashable(NearestScrollView()))
    }
}

extension GeometryProxy {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension SpatialTapGesture {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension DragGesture {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }
}

extension View {
    /// Names this view's space (iOS 17), as `coordinateSpace(name:)` does.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        let key = name.name
        return modifier(LayoutWrappingModifier(kind: "coordinateSpace", attributes: []) { NamedSpaceLayout(name: key) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace).onEnded { action($0.location) })
    }
}
