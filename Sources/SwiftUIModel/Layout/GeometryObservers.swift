import CourseCheckProtocol
import Foundation

/// Named coordinate spaces (`coordinateSpace(name:)`): placing a view that names a space records
/// its frame, and a `GeometryProxy` asked for `.named(name)` answers relative to it (Apple's
/// `coordinateSpace(name:)`: "Assigns a name to the view's coordinate space, so other code can
/// operate on dimensions like points and sizes relative to the named space"). A reader built
/// before the space was placed answers from the last layout; the host lays out again when a
/// reader's answer changes.
@MainActor
enum NamedCoordinateSpaces {
    static var frames: [AnyHashable: CGRect] = [:]
}

struct NamedSpaceLayout: ModifierLayout {
    let name: AnyHashable
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        NamedCoordinateSpaces.frames[name] = bounds
        children.forEach { $0.place(in: bounds, proposal: proposal) }
    }
}

/// `onGeometryChange(for:of:action:)`: after layout, the transform of the view's geometry is
/// compared with the last one; the action runs when it differs, and for the first value (no
/// source says whether SwiftUI calls it for the first value; the model does, as the views that
/// read a size with it expect).
struct GeometryObserverLayout<T: Equatable>: ModifierLayout {
    let last: Box<T?>
    let transform: (GeometryProxy) -> T
    let action: (T?, T) -> Void

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        children.forEach { $0.place(in: bounds, proposal: proposal) }
        let value = transform(GeometryProxy(size: bounds.size, safeAreaInsets: EdgeInsets(), globalFrame: bounds))
        if value != last.value {
            let old = last.value
            last.value = value
            action(old, value)
        }
    }
}

struct GeometryObserverModifier<T: Equatable>: ViewModifier, BuiltinModifier {
    let transform: (GeometryProxy) -> T
    let action: (T?, T) -> Void
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let key = "onGeometryChange"
        let box = (context.node.storage[key] as? Box<T?>) ?? Box(nil)
        context.node.storage[key] = box
        let node = DisplayNode(kind: "onGeometryChange", children: [unit], layout: GeometryObserverLayout(last: box, transform: transform, action: action))
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

extension View {
    /// Deprecated in a future release, as the iOS 26.2 SDK declares it (docs/api-inventory/inventory.tsv:
    /// `introduced: 13.0, deprecated: 100000.0, message: "use coordinateSpace(_:) instead"`).
    @available(*, deprecated, message: "@available(iOS, introduced: 13.0, deprecated: 100000) use coordinateSpace(_:) instead")
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        let key = AnyHashable(name)
        return modifier(LayoutWrappingModifier(kind: "coordinateSpace", attributes: []) { NamedSpaceLayout(name: key) })
    }

    @preconcurrency
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                         action: @escaping (T) -> Void) -> some View {
        modifier(GeometryObserverModifier(transform: transform, action: { _, new in action(new) }))
    }

    @preconcurrency
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func onGeometryChange<T: Equatable & Sendable>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
                                                         action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryObserverModifier(transform: transform, action: { old, new in action(old ?? new, new) }))
    }
}
