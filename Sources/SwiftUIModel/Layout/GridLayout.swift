import Foundation

/// A grid as a layout (iOS 16's `GridLayout`): the rule of `Grid` (`GridContainerLayout`), on a
/// layout's subviews: `GridRow`s, and views that span all columns. Spacing defaults to the
/// standard 8 points, as `Grid`'s (docs/FACTS.md).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct GridLayout: Layout {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var alignment: Alignment
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var horizontalSpacing: CGFloat?
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var verticalSpacing: CGFloat?

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The model keeps nothing between calls: the rule measures the rows each time.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public struct Cache {}

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias AnimatableData = EmptyAnimatableData

    /// Apple's `GridLayout` is also the root of a grid's views (`_VariadicView.UnaryViewRoot`, in
    /// SwiftUI's interface), whose `Body` is `Never`: it has no body, as the model's has none.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias Body = Never

    var rule: GridContainerLayout {
        GridContainerLayout(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeCache(subviews: GridLayout.Subviews) -> GridLayout.Cache { Cache() }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func updateCache(_ cache: inout GridLayout.Cache, subviews: GridLayout.Subviews) {}

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func sizeThatFits(proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGSize {
        MainActor.assumeIsolated { rule.sizeThatFits(proposal, children: subviews.map(\.node)) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) {
        placeByRule(rule, bounds: bounds, proposal: proposal, subviews: subviews)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func spacing(subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> ViewSpacing {
        MainActor.assumeIsolated { rule.spacing(children: subviews.map(\.node)) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGFloat? {
        ModelProblems.notModelled("GridLayout.explicitAlignment(of:in:proposal:subviews:cache:)", "returns nil: the grid's cells' guides are not passed on")
        return nil
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> CGFloat? {
        ModelProblems.notModelled("GridLayout.explicitAlignment(of:in:proposal:subviews:cache:)", "returns nil: the grid's cells' guides are not passed on")
        return nil
    }
}
