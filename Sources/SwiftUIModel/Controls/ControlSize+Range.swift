import Foundation

/// Control sizes in order (iOS 26's `extension ControlSize : Comparable`): from `mini`, "minimally
/// sized", to `extraLarge`, "the largest control size" (Apple's ControlSize documentation), the
/// order its cases are declared in.
extension ControlSize: Comparable {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func < (lhs: ControlSize, rhs: ControlSize) -> Bool {
        lhs.order < rhs.order
    }

    var order: Int { Self.allCases.firstIndex(of: self)! }
}

extension View {
    /// The controls below get the size the environment gives them, kept within `range` (iOS 26).
    /// No source found for which size Apple picks when the size around is outside the range: the
    /// model takes the size in the range nearest to it (in the cases' order), the smaller of two
    /// equally near; a range with no size in it leaves the size unchanged.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func controlSize<T>(_ range: T) -> some View where T : RangeExpression, T.Bound == ControlSize {
        modifier(_EnvironmentTransformModifier { $0.controlSize = ControlSize.nearest(to: $0.controlSize, in: range) })
    }
}

extension ControlSize {
    static func nearest<T: RangeExpression>(to size: ControlSize, in range: T) -> ControlSize where T.Bound == ControlSize {
        let inRange = allCases.filter { range.contains($0) }
        return inRange.min { abs($0.order - size.order) < abs($1.order - size.order) } ?? size
    }
}
