import Foundation

// Scroll behaviours (iOS 17). The model's scroll views do not scroll, so what these change is
// reported as not modelled when they are used.

/// How a scroll view settles after scrolling (iOS 17's `ScrollTargetBehavior`), with Apple's
/// requirements. The model never calls them: its scroll views do not scroll (the modifier that
/// takes a behaviour reports itself).
public protocol ScrollTargetBehavior {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
    @available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
    func properties(context: Self.PropertiesContext) -> Self.Properties
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
extension ScrollTargetBehavior {
    /// Not modelled: a use reports itself; returns properties that claim nothing.
    public func properties(context: Self.PropertiesContext) -> Self.Properties {
        ModelProblems.notModelled("ScrollTargetBehavior.properties(context:)", "scroll views do not scroll: returns a placeholder")
        return ScrollTargetBehaviorProperties(notModelledPlaceholder: ())
    }
}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    /// Not modelled: a use reports itself; the target is left as it was.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {
        ModelProblems.notModelled("PagingScrollTargetBehavior.updateTarget(_:context:)", "scroll views do not scroll: the target is left as it was")
    }

    /// Not modelled: a use reports itself; returns properties that claim nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
    public func properties(context: PagingScrollTargetBehavior.PropertiesContext) -> PagingScrollTargetBehavior.Properties {
        ModelProblems.notModelled("PagingScrollTargetBehavior.properties(context:)", "scroll views do not scroll: returns a placeholder")
        return ScrollTargetBehaviorProperties(notModelledPlaceholder: ())
    }
}

/// Not modelled: its limit and anchor are kept for nothing; the modifier that takes the behaviour
/// reports itself.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour `.viewAligned` names, made without reading a limit (whose read reports itself).
    init(defaultLimit: ()) {}

    /// Not modelled: the limit is not kept (what takes the behaviour reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic) {}

    /// Not modelled: the limit and anchor are not kept (what takes the behaviour reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?) {}

    /// Not modelled: the anchor is not kept (what takes the behaviour reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(anchor: UnitPoint?) {}

    /// Not modelled: a use reports itself; the target is left as it was.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) {
        ModelProblems.notModelled("ViewAlignedScrollTargetBehavior.updateTarget(_:context:)", "scroll views do not scroll: the target is left as it was")
    }

    /// Not modelled: a use reports itself; returns properties that claim nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.4)")
    public func properties(context: ViewAlignedScrollTargetBehavior.PropertiesContext) -> ViewAlignedScrollTargetBehavior.Properties {
        ModelProblems.notModelled("ViewAlignedScrollTargetBehavior.properties(context:)", "scroll views do not scroll: returns a placeholder")
        return ScrollTargetBehaviorProperties(notModelledPlaceholder: ())
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior(defaultLimit: ()) }

    /// Not modelled: the limit is not kept (what takes the behaviour reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }

    /// Not modelled: the limit and anchor are not kept (what takes the behaviour reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }

    /// Not modelled: the anchor is not kept (what takes the behaviour reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func viewAligned(anchor: UnitPoint?) -> Self {
        ViewAlignedScrollTargetBehavior(anchor: anchor)
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        ModelProblems.notModelled("scrollTargetBehavior(_:)", "scroll views do not scroll, so they never settle on a target")
        return self
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        ModelProblems.notModelled("scrollTargetLayout(isEnabled:)", "scroll views do not scroll, so they never settle on a target")
        return self
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View {
        ModelProblems.notModelled("scrollPosition(id:anchor:)", "scroll views do not scroll: the binding is neither read nor set")
        return self
    }
}
