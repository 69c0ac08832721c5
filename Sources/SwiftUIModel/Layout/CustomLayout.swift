import CourseCheckProtocol
import Foundation

/// A type that defines the geometry of a collection of views (iOS 16's `Layout`, declared as
/// Apple's: `@preconcurrency protocol Layout : Sendable, Animatable`; a layout with no
/// `animatableData` of its own has `EmptyAnimatableData`, from `Animatable`'s default). A scenario's layout is asked exactly as SwiftUI asks it: its size for
/// a proposal (`sizeThatFits(proposal:subviews:cache:)`, possibly several times), then where its
/// subviews go (`placeSubviews(in:proposal:subviews:cache:)`), with a cache made once per view
/// (`makeCache(subviews:)`) and updated when its subviews change (`updateCache(_:subviews:)`).
@preconcurrency
public protocol Layout: Sendable, Animatable {
    static var layoutProperties: LayoutProperties { get }
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) { cache = makeCache(subviews: subviews) }
    /// Every subview's preferences on every edge (OpenSwiftUI `Layout.swift`, the default
    /// `spacing(subviews:cache:)`; `.zero` without subviews).
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero }
        return subviews.reduce(ViewSpacing(minima: [:])) { $0.union($1.spacing) }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? { nil }

    /// The layout as a view of its content's views: `MyLayout { … }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutView(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Cache { () }
}

/// Properties of a layout container (iOS 16's `LayoutProperties`).
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A key for a value a view hands its layout container (iOS 16's `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

enum LayoutValueCarrier<K: LayoutValueKey>: CarriedKey { typealias Value = K.Value }

struct LayoutValueModifier<K: LayoutValueKey>: ViewModifier, BuiltinModifier {
    let value: K.Value
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.carried[LayoutValueCarrier<K>.self] = value
        return unit
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}

/// A proxy for one subview of a layout (iOS 16's `LayoutSubview`).
public struct LayoutSubview: Equatable {
    let node: DisplayNode
    /// Where `place(at:anchor:proposal:)` put it, for the container to apply.
    let placements: PlacementBox

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { node.sizeThatFits(proposal) }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }
    /// The subview's spacing preferences (`ViewSpacing`).
    public var spacing: ViewSpacing { MainActor.assumeIsolated { node.spacing } }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        MainActor.assumeIsolated { node.firstCarried(LayoutValueCarrier<K>.self) } ?? K.defaultValue
    }
    /// "Assigns a position and proposed size to the subview" (Apple's `place(at:anchor:proposal:)`);
    /// the anchor defaults to the top leading corner.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            let size = node.sizeThatFits(proposal)
            let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
            placements.placed[ObjectIdentifier(node)] = (CGRect(origin: origin, size: size), proposal)
        }
    }
}

/// Where a layout placed each subview during one `placeSubviews` call.
final class PlacementBox: @unchecked Sendable {
    var placed: [ObjectIdentifier: (CGRect, ProposedViewSize)] = [:]
    /// Subviews a model rule placed itself (`placeByRule`), with what is inside them: the
    /// container leaves them where they are (placing a grid's row again would move its cells).
    var placedByRule: Set<ObjectIdentifier> = []
}

/// The subviews of a layout (iOS 16's `LayoutSubviews`).
/// A slice of them is `LayoutSubviews` too, keeping its subviews' indices (`firstIndex`), as a
/// collection's slice does.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]
    /// The index of the first subview: 0, or where a slice starts in the collection it was cut from.
    var firstIndex = 0
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias SubSequence = LayoutSubviews
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var startIndex: Int { firstIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var endIndex: Int { firstIndex + subviews.count }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public subscript(index: Int) -> LayoutSubviews.Element { subviews[index - firstIndex] }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(subviews: Array(subviews[(bounds.lowerBound - firstIndex)..<(bounds.upperBound - firstIndex)]), firstIndex: bounds.lowerBound)
    }
    /// The subviews at these indices, in their order (indexed from 0).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        LayoutSubviews(subviews: indices.map { subviews[$0 - firstIndex] })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { lhs.subviews == rhs.subviews }
}

/// A layout's view: its content's views become its subviews.
public struct _LayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    public typealias Body = Never
}

extension _LayoutView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: content)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let box = CacheBox.of(context.node, for: L.self)
        let name = (layout as? AnyLayout).map { $0.typeName } ?? String(describing: L.self)
        let nodes = children.flatMap { $0 }
        if let axis = L.layoutProperties.stackOrientation { nodes.forEach { $0.setStackAxis(axis) } }
        return [DisplayNode(kind: name, children: nodes, layout: CustomLayoutRule(layout: layout, cache: box))]
    }
}

/// A layout's cache, kept with its view across builds.
final class CacheBox {
    var cache: Any?
    var subviewCount = -1

    @MainActor static func of<L>(_ node: ViewNode, for type: L.Type) -> CacheBox {
        let key = "layout-cache"
        if let box = node.storage[key] as? CacheBox { return box }
        let box = CacheBox()
        node.storage[key] = box
        return box
    }
}

/// The model's layout rule for a `Layout`: it hands the layout proxies of its children.
struct CustomLayoutRule<L: Layout>: LayoutRule {
    let layout: L
    let cache: CacheBox

    func subviews(_ children: [DisplayNode], placements: PlacementBox) -> LayoutSubviews {
        LayoutSubviews(subviews: children.map { LayoutSubview(node: $0, placements: placements) })
    }

    func withCache<T>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> T) -> T {
        var value: L.Cache
        if let cached = cache.cache as? L.Cache {
            value = cached
            if cache.subviewCount != subviews.count { layout.updateCache(&value, subviews: subviews) }
        } else {
            value = layout.makeCache(subviews: subviews)
        }
        cache.subviewCount = subviews.count
        let result = body(&value)
        cache.cache = value
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        let views = subviews(children, placements: PlacementBox())
        return withCache(views) { layout.sizeThatFits(proposal: proposal, subviews: views, cache: &$0) }
    }

    func spacing(children: [DisplayNode]) -> ViewSpacing {
        let views = subviews(children, placements: PlacementBox())
        return withCache(views) { layout.spacing(subviews: views, cache: &$0) }
    }

    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let placements = PlacementBox()
        let views = subviews(children, placements: placements)
        withCache(views) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: views, cache: &$0) }
        for child in children {
            // A subview the layout did not place sits at the centre of the bounds, at its ideal
            // size (Apple's `placeSubviews`: "any subviews that you don't place … appear centered").
            if placements.placedByRule.contains(ObjectIdentifier(child)) { continue }
            if let (rect, offer) = placements.placed[ObjectIdentifier(child)] {
                child.place(in: rect, proposal: offer)
            } else {
                let size = child.sizeThatFits(.unspecified)
                child.place(in: CGRect(origin: Alignment.center.place(size, in: bounds), size: size), proposal: .unspecified)
            }
        }
    }
}

/// A type-erased layout (iOS 16's `AnyLayout`): switching the layout inside keeps the subviews'
/// identity, and so their state. Its cache holds the wrapped layout's; after a switch to a layout
/// whose cache is of another type, the new layout makes its own. Its animatable data is the
/// wrapped layout's, type-erased (`_AnyAnimatableData`, as Apple's `AnimatableData`).
public struct AnyLayout: Layout, Sendable {
    /// The wrapped layout's cache (Apple's `AnyLayout.Cache`, a struct whose insides Apple's
    /// interface does not show).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public struct Cache: Sendable {
        var box: LayoutCacheValue
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias AnimatableData = _AnyAnimatableData

    let typeName: String
    let base: any Layout
    let makeCacheBox: @Sendable (LayoutSubviews) -> LayoutCacheValue
    let update: @Sendable (inout LayoutCacheValue, LayoutSubviews) -> Void
    let size: @Sendable (ProposedViewSize, LayoutSubviews, inout LayoutCacheValue) -> CGSize
    let place: @Sendable (CGRect, ProposedViewSize, LayoutSubviews, inout LayoutCacheValue) -> Void
    let spacingOf: @Sendable (LayoutSubviews, inout LayoutCacheValue) -> ViewSpacing

    public init<L: Layout>(_ layout: L) {
        typeName = (layout as? AnyLayout)?.typeName ?? String(describing: L.self)
        base = layout
        makeCacheBox = { LayoutCacheValue(layout.makeCache(subviews: $0)) }
        /// The wrapped layout's own cache, or a new one when the cache is another layout's.
        @Sendable func typed(_ cache: LayoutCacheValue, _ subviews: LayoutSubviews) -> L.Cache {
            (cache.value as? L.Cache) ?? layout.makeCache(subviews: subviews)
        }
        update = { cache, subviews in
            var value = typed(cache, subviews)
            layout.updateCache(&value, subviews: subviews)
            cache = LayoutCacheValue(value)
        }
        size = { proposal, subviews, cache in
            var value = typed(cache, subviews)
            defer { cache = LayoutCacheValue(value) }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &value)
        }
        place = { bounds, proposal, subviews, cache in
            var value = typed(cache, subviews)
            defer { cache = LayoutCacheValue(value) }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &value)
        }
        spacingOf = { subviews, cache in
            var value = typed(cache, subviews)
            defer { cache = LayoutCacheValue(value) }
            return layout.spacing(subviews: subviews, cache: &value)
        }
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache { Cache(box: makeCacheBox(subviews)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func updateCache(_ cache: inout AnyLayout.Cache, subviews: AnyLayout.Subviews) { update(&cache.box, subviews) }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGSize {
        size(proposal, subviews, &cache.box)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) {
        place(bounds, proposal, subviews, &cache.box)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func spacing(subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> ViewSpacing { spacingOf(subviews, &cache.box) }

    /// The wrapped layout's animatable data; setting it sets the wrapped layout's (a value of
    /// another layout's data type is ignored).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var animatableData: AnyLayout.AnimatableData {
        get { _AnyAnimatableData(base.animatableData) }
        set {
            func withData<L: Layout>(_ layout: L) -> AnyLayout {
                var layout = layout
                if let data = newValue.value as? L.AnimatableData { layout.animatableData = data }
                return AnyLayout(layout)
            }
            self = withData(base)
        }
    }
}

/// A layout's cache of any type: layouts are `Sendable`, their caches need not be; the model
/// runs every layout on the main actor.
struct LayoutCacheValue: @unchecked Sendable {
    var value: Any
    init(_ value: Any) { self.value = value }
}

/// Animatable data of any type (Apple's `_AnyAnimatableData`, `AnyLayout`'s `AnimatableData`):
/// the arithmetic of the value inside; zero (no value) is the identity of addition. Two values of
/// different types do not combine: the left one is kept.
public struct _AnyAnimatableData: VectorArithmetic, @unchecked Sendable {
    var value: (any VectorArithmetic)?

    init(_ value: (any VectorArithmetic)?) { self.value = value }

    public static var zero: _AnyAnimatableData { _AnyAnimatableData(nil) }

    public static func == (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> Bool {
        guard let left = lhs.value, let right = rhs.value else { return lhs.magnitudeSquared == 0 && rhs.magnitudeSquared == 0 }
        func equal<V: VectorArithmetic>(_ left: V) -> Bool { (right as? V) == left }
        return equal(left)
    }

    public static func + (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData { combine(lhs, rhs, subtracting: false) }
    public static func - (lhs: _AnyAnimatableData, rhs: _AnyAnimatableData) -> _AnyAnimatableData { combine(lhs, rhs, subtracting: true) }
    public static func += (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { lhs = lhs + rhs }
    public static func -= (lhs: inout _AnyAnimatableData, rhs: _AnyAnimatableData) { lhs = lhs - rhs }

    private static func combine(_ lhs: _AnyAnimatableData, _ rhs: _AnyAnimatableData, subtracting: Bool) -> _AnyAnimatableData {
        guard let right = rhs.value else { return lhs }
        func apply<V: VectorArithmetic>(_ right: V) -> any VectorArithmetic {
            let left = (lhs.value as? V) ?? (lhs.value == nil ? V.zero : nil)
            guard let left else { return lhs.value! }
            return subtracting ? left - right : left + right
        }
        return _AnyAnimatableData(apply(right))
    }

    public mutating func scale(by rhs: Double) {
        guard let current = value else { return }
        func scaled<V: VectorArithmetic>(_ value: V) -> any VectorArithmetic { value.scaled(by: rhs) }
        value = scaled(current)
    }

    public var magnitudeSquared: Double { value?.magnitudeSquared ?? 0 }
}

/// A stack layout's cache (Apple's `_StackLayoutCache`, whose insides its interface does not
/// show): empty, as the model's stack rule keeps nothing between calls.
public struct _StackLayoutCache {
    init() {}
}

/// The stacks as layouts (iOS 16's `HStackLayout`, `VStackLayout`), laid out by the stacks' rule.
public struct HStackLayout: Layout {
    /// Apple's (`typealias Cache = _HStackLayout.Cache`); the stack's rule measures its
    /// subviews each time, so the cache holds nothing.
    public typealias Cache = _HStackLayout.Cache
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    var rule: StackLayout { StackLayout(axis: .horizontal, spacing: spacing, crossAlignment: alignment.fraction) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        MainActor.assumeIsolated { rule.sizeThatFits(proposal, children: subviews.map(\.node)) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        placeByRule(rule, bounds: bounds, proposal: proposal, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        MainActor.assumeIsolated { rule.spacing(children: subviews.map(\.node)) }
    }
}

/// The stack's own layout (Apple's `_HStackLayout`, whose cache `HStackLayout` names), laid
/// out by the same rule.
public struct _HStackLayout: Layout {
    public typealias Cache = _StackLayoutCache
    public typealias Body = Never
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { HStackLayout.layoutProperties }
    var stack: HStackLayout { HStackLayout(alignment: alignment, spacing: spacing) }
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        stack.spacing(subviews: subviews, cache: &cache)
    }
}

public struct VStackLayout: Layout {
    /// Apple's (`typealias Cache = _VStackLayout.Cache`); the stack's rule measures its
    /// subviews each time, so the cache holds nothing.
    public typealias Cache = _VStackLayout.Cache
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    var rule: StackLayout { StackLayout(axis: .vertical, spacing: spacing, crossAlignment: alignment.fraction) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        MainActor.assumeIsolated { rule.sizeThatFits(proposal, children: subviews.map(\.node)) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        placeByRule(rule, bounds: bounds, proposal: proposal, subviews: subviews)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        MainActor.assumeIsolated { rule.spacing(children: subviews.map(\.node)) }
    }
}

/// The stack's own layout (Apple's `_VStackLayout`, whose cache `VStackLayout` names), laid
/// out by the same rule.
public struct _VStackLayout: Layout {
    public typealias Cache = _StackLayoutCache
    public typealias Body = Never
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties { VStackLayout.layoutProperties }
    var stack: VStackLayout { VStackLayout(alignment: alignment, spacing: spacing) }
    public func makeCache(subviews: Subviews) -> Cache { Cache() }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        stack.spacing(subviews: subviews, cache: &cache)
    }
}

extension ZStackLayout: Layout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        MainActor.assumeIsolated { sizeThatFits(proposal, children: subviews.map(\.node)) }
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        placeByRule(self, bounds: bounds, proposal: proposal, subviews: subviews)
    }
}

/// Places subviews as a model rule would, through the proxies (so the container applies it).
func placeByRule(_ rule: any LayoutRule, bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    MainActor.assumeIsolated {
        let nodes = subviews.map(\.node)
        rule.placeChildren(in: bounds, proposal: proposal, children: nodes)
        for subview in subviews {
            subview.placements.placed[ObjectIdentifier(subview.node)] = (subview.node.frame, ProposedViewSize(subview.node.frame.size))
            subview.placements.placedByRule.insert(ObjectIdentifier(subview.node))
        }
    }
}
