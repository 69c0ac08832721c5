import Foundation

/// A geometry value taken from a view, read back in another view's coordinate space through a
/// `GeometryProxy` (Apple's `Anchor`: "SwiftUI passes anchored geometry values around the view
/// tree via preference keys. It then converts them back into the local coordinate space using a
/// GeometryProxy value", Apple's `Anchor.Source` documentation page).
///
/// An anchor is its source and the place of the view it was taken from (`AnchorPlace`, kept by
/// the `anchorPreference` modifier's node across builds). Its value is in screen points, as
/// OpenSwiftUI keeps it (`Anchor+Point.swift` at commit 3228d72: a point is converted `to:
/// .global`), and is resolved when read, so a value read after layout is the view's last frame.
/// Simplification: the frame is the view's layout frame; drawing effects that move a view
/// without layout (`offset`, `scaleEffect`, `rotationEffect`) do not move its anchors.
public struct Anchor<Value> {
    let place: AnchorPlace
    let prepare: (CGRect, CGPoint) -> Value

    /// The value relative to `origin` (a point in screen points): a proxy's own origin.
    func value(relativeTo origin: CGPoint) -> Value {
        MainActor.assumeIsolated { prepare(place.frame ?? .zero, origin) }
    }

    /// A source of an anchored value: what to take from the frame of the view it is attached to.
    public struct Source {
        /// The value for a view in `frame` (screen points), relative to a target origin.
        let prepare: (CGRect, CGPoint) -> Value
    }
}

/// Where the view an anchor was taken from was last placed (screen points); nil before layout.
@MainActor
final class AnchorPlace {
    var frame: CGRect?
}

extension Anchor.Source: @unchecked Sendable where Value: Sendable {}
extension Anchor: @unchecked Sendable where Value: Sendable {}

/// Two anchors are equal when their values, in screen points, are.
extension Anchor: Equatable where Value: Equatable {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool {
        lhs.value(relativeTo: .zero) == rhs.value(relativeTo: .zero)
    }
}

extension Anchor: Hashable where Value: Hashable {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func hash(into hasher: inout Hasher) { hasher.combine(value(relativeTo: .zero)) }
}

extension Anchor.Source {
    /// Each source's value, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        prepare = { frame, origin in array.map { $0.prepare(frame, origin) } }
    }

    /// The source's value, or nil for no source.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        prepare = { frame, origin in anchor.map { $0.prepare(frame, origin) } }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame, origin in CGPoint(x: frame.minX + p.x - origin.x, y: frame.minY + p.y - origin.y) }
    }

    /// A point at a fraction of the view's size (OpenSwiftUI's `UnitPoint.prepare(geometry:)`:
    /// the unit point in the view's size, then as `point(_:)`).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame, origin in
            CGPoint(x: frame.minX + p.x * frame.width - origin.x, y: frame.minY + p.y * frame.height - origin.y)
        }
    }

    // The named points are the unit points of the same names (OpenSwiftUI `Anchor+Point.swift`).
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates ("defined by r in the current view").
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source { frame, origin in r.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y) }
    }

    /// The view's whole bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame, origin in frame.offsetBy(dx: -origin.x, dy: -origin.y) }
    }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's coordinate space (its origin is the reader's top
    /// leading corner). The reader remembers what it read, so that a later layout that moves the
    /// anchored view builds its content again (`GeometryBox.anchorsChanged`).
    public subscript<T>(anchor: Anchor<T>) -> T {
        let value = anchor.value(relativeTo: globalFrame.origin)
        if let box {
            let origin = globalFrame.origin
            let seen = String(describing: value)
            MainActor.assumeIsolated {
                box.anchorReads.append { String(describing: anchor.value(relativeTo: origin)) != seen }
            }
        }
        return value
    }
}

/// `anchorPreference` and `transformAnchorPreference`: a pass-through node that records where
/// it is placed in the modifier's `AnchorPlace`, and carries the preference value made from an
/// anchor of that place.
struct AnchorPlaceLayout: ModifierLayout {
    let place: AnchorPlace

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        place.frame = bounds
        children.forEach { $0.place(in: bounds, proposal: proposal) }
    }
}

struct AnchorPreferenceModifier<A, K: PreferenceKey>: ViewModifier, BuiltinModifier {
    let source: Anchor<A>.Source
    /// Sets the value (`anchorPreference`), or changes the one the content produced (`transformAnchorPreference`).
    let isTransform: Bool
    let transform: (inout K.Value, Anchor<A>) -> Void
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let key = "anchorPreference.\(K.self)"
        let place = (context.node.storage[key] as? AnchorPlace) ?? AnchorPlace()
        context.node.storage[key] = place
        let anchor = Anchor<A>(place: place, prepare: source.prepare)
        var value = isTransform ? unit.preferenceValue(K.self) : K.defaultValue
        transform(&value, anchor)
        let node = DisplayNode(kind: isTransform ? "transformAnchorPreference" : "anchorPreference", children: [unit],
                               layout: AnchorPlaceLayout(place: place))
        node.carried[PreferenceCarrier<K>.self] = value
        // The value replaces what the content produced for the key, as a transform's does.
        if isTransform { node.carried[PreferenceReplacement<K>.self] = () }
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

extension View {
    /// Sets the preference `K` to a value made from an anchor of this view's geometry.
    public func anchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                       transform: @escaping (Anchor<A>) -> K.Value) -> some View where K: PreferenceKey {
        modifier(AnchorPreferenceModifier<A, K>(source: value, isTransform: false, transform: { $0 = transform($1) }))
    }

    /// Changes the preference `K` that the content produced, with an anchor of this view's geometry.
    public func transformAnchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View where K: PreferenceKey {
        modifier(AnchorPreferenceModifier<A, K>(source: value, isTransform: true, transform: transform))
    }
}
