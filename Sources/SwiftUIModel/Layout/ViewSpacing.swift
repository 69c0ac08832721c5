import Foundation

/// A view's spacing preferences by edge (iOS 16's `ViewSpacing`): "how much space a view prefers
/// to have between it and the next view in a layout … independent values for each of the top,
/// bottom, leading, and trailing edges, and … different values for different kinds of adjacent
/// views" (Apple's `ViewSpacing`). Stacks put this distance between adjacent children when they
/// are given no spacing; `safeAreaInset` between the view and its inset content.
///
/// The rules are OpenSwiftUI's (`Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`, audited
/// against SwiftUI; github.com/OpenSwiftUIProject/OpenSwiftUI at 069dd80): each preference is a
/// minimum keyed by an edge and a category, the kind of neighbour it applies to (a text above or
/// below, text to text, a text baseline), or no category (any neighbour).
/// - Two views are as far apart as the largest distance over the categories both have on the
///   edges that face each other; failing any, the larger of their uncategorised minima; failing
///   those, 8 points (`StackLayout.defaultSpacing`).
/// - A view that says nothing (`init()`) has a zero minimum towards text on each edge and nothing
///   else: 8 points from its like, a text's own minimum from a text.
/// - Text asks for its font's leading from a text, and from other views for a line's worth of its
///   font over its ascender or cap height (`TextSpacing`).
///
/// The model has no right-to-left layout: leading is left.
public struct ViewSpacing: Sendable, Equatable {
    /// The kind of neighbour a preference applies to.
    enum Category: Hashable, Sendable {
        case textToText, edgeAboveText, edgeBelowText, textBaseline
        case edgeLeftText, edgeRightText, leftTextBaseline, rightTextBaseline
    }

    struct Key: Hashable, Sendable {
        var category: Category?
        var edge: Edge
    }

    /// A text's vertical metrics, as its neighbours' spacing reads them.
    struct TextMetrics: Equatable, Sendable {
        var ascend: CGFloat
        var descend: CGFloat
        var leading: CGFloat
        var pixelLength: CGFloat

        var lineSpacing: CGFloat { ascend + descend + leading }

        /// Text below text: the lower font's leading, rounded up to the pixel, so that two texts
        /// read as lines of one paragraph. (OpenSwiftUI writes it for fonts of unequal metrics as
        /// `top.descend + bottom.lineSpacing - bottom.descend - top.descend - bottom.ascend`, which
        /// is the same leading, and notes so.) San Francisco has no leading: 0.
        static func spacing(top: TextMetrics, bottom: TextMetrics) -> CGFloat {
            bottom.leading.roundedUp(toPixel: top.pixelLength)
        }
    }

    /// A minimum: a distance, or a text's metrics that meet the other text's to make one.
    enum Value: Equatable, Sendable {
        case distance(CGFloat)
        /// A text whose top faces its neighbour (the preference of its top edge).
        case belowText(TextMetrics)
        /// A text whose bottom faces its neighbour.
        case aboveText(TextMetrics)

        /// The distance two facing minima make, if they make one.
        func distance(to other: Value) -> CGFloat? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): a + b
            case (.distance(let a), _): a
            case (_, .distance(let b)): b
            case (.aboveText(let top), .belowText(let bottom)), (.belowText(let bottom), .aboveText(let top)):
                TextMetrics.spacing(top: top, bottom: bottom)
            case (.aboveText, .aboveText), (.belowText, .belowText): nil
            }
        }

        /// Which of two minima for one key a union keeps: a distance below text metrics, text
        /// metrics by their line's height.
        static func larger(_ a: Value, _ b: Value) -> Value {
            switch (a, b) {
            case (.distance(let x), .distance(let y)): return .distance(max(x, y))
            case (.distance, _): return b
            case (_, .distance): return a
            case (.belowText(let x), .belowText(let y)): return x.lineSpacing >= y.lineSpacing ? a : b
            case (.aboveText(let x), .aboveText(let y)): return x.lineSpacing >= y.lineSpacing ? a : b
            case (.belowText, .aboveText): return a
            case (.aboveText, .belowText): return b
            }
        }
    }

    var minima: [Key: Value]

    init(minima: [Key: Value]) { self.minima = minima }

    /// "Initializes an instance with default spacing values": no distance of its own, and zero
    /// towards a text on each edge.
    public init() {
        minima = Self.textEdges(.all)
    }

    /// "A view spacing instance that contains zero on all edges."
    public static let zero = ViewSpacing.uniform(0, on: .all)

    /// The same distance from any neighbour on the given edges.
    static func uniform(_ distance: CGFloat, on edges: Edge.Set) -> ViewSpacing {
        ViewSpacing(minima: Dictionary(uniqueKeysWithValues: Edge.allCases.filter { edges.contains(Edge.Set($0)) }
            .map { (Key(category: nil, edge: $0), Value.distance(distance)) }))
    }

    /// The zero minima towards text a view without preferences has on these edges.
    private static func textEdges(_ edges: Edge.Set) -> [Key: Value] {
        let categories: [(Edge, Category)] = [(.top, .edgeBelowText), (.bottom, .edgeAboveText),
                                              (.leading, .edgeRightText), (.trailing, .edgeLeftText)]
        return Dictionary(uniqueKeysWithValues: categories.filter { edges.contains(Edge.Set($0.0)) }
            .map { (Key(category: $0.1, edge: $0.0), Value.distance(0)) })
    }

    /// The distance along `axis` from this view to the next one, or nil when neither has a
    /// preference for the other (a stack then uses 8 points).
    func distanceToSuccessor(_ next: ViewSpacing, along axis: Axis) -> CGFloat? {
        let trailing: Edge = axis == .horizontal ? .trailing : .bottom
        let leading: Edge = axis == .horizontal ? .leading : .top
        var best: CGFloat?
        for (key, value) in minima where key.edge == trailing {
            guard let category = key.category, let facing = next.minima[Key(category: category, edge: leading)],
                  let distance = value.distance(to: facing) else { continue }
            best = max(best ?? -.infinity, distance)
        }
        if let best { return best }
        let own = minima[Key(category: nil, edge: trailing)].flatMap(\.plainDistance)
        let theirs = next.minima[Key(category: nil, edge: leading)].flatMap(\.plainDistance)
        guard own != nil || theirs != nil else { return nil }
        return max(own ?? -.infinity, theirs ?? -.infinity)
    }

    /// "Gets the preferred spacing distance along the specified axis to the view that returns a
    /// specified spacing preference": 8 points when neither says.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        distanceToSuccessor(next, along: axis) ?? StackLayout.defaultSpacing
    }

    /// "Merges the spacing preferences of another spacing instance with this instance for a
    /// specified set of edges", keeping the larger minimum of a key both have.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for (key, value) in other.minima where edges.contains(Edge.Set(key.edge)) {
            minima[key] = minima[key].map { Value.larger($0, value) } ?? value
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Forgets the preferences on these edges and takes a plain view's there: what padding or a
    /// frame on those edges leaves (OpenSwiftUI `PaddingLayout`, `FrameLayout`: `spacing.reset`).
    mutating func reset(_ edges: Edge.Set) {
        guard !edges.isEmpty else { return }
        minima = minima.filter { !edges.contains(Edge.Set($0.key.edge)) }
        minima.merge(Self.textEdges(edges)) { $1 }
    }

    func resetting(_ edges: Edge.Set) -> ViewSpacing {
        var copy = self
        copy.reset(edges)
        return copy
    }
}

extension ViewSpacing.Value {
    var plainDistance: CGFloat? {
        if case .distance(let distance) = self { return distance }
        return nil
    }
}

extension ViewSpacing {
    /// Every node's preferences on every edge: what views laid over each other (a ZStack, a
    /// button's label) ask for together; `.zero` for none (OpenSwiftUI `ZStack.swift`).
    @MainActor static func union(of nodes: [DisplayNode]) -> ViewSpacing {
        guard !nodes.isEmpty else { return .zero }
        return nodes.reduce(ViewSpacing(minima: [:])) { $0.union($1.spacing) }
    }
}
