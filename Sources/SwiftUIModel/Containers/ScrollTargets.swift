import Foundation

// Scroll behaviours (iOS 17). The model's scroll views do not scroll, so what these change is
// reported as not modelled when they are used.

/// How a scroll view settles after scrolling (iOS 17's `ScrollTargetBehavior`).
public protocol ScrollTargetBehavior {}

public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
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
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        ModelProblems.notModelled("scrollPosition(id:anchor:)", "scroll views do not scroll: the binding is neither read nor set")
        return self
    }
}
