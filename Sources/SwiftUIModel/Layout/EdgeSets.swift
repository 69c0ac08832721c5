import Foundation

// An edge set of one edge: its bit, as `Edge.Set.init(_:)` makes it (the model's sets keep each
// edge at the bit of its raw value: `top` 1, `bottom` 2; `leading` 1, `trailing` 2).

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension VerticalEdge.Set {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension HorizontalEdge.Set {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ edge: HorizontalEdge) { self.init(rawValue: 1 << edge.rawValue) }
}
