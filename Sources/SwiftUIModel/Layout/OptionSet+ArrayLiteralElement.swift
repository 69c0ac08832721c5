import Foundation

// The element type of an array literal of these option sets, which Apple's interface names
// explicitly (`typealias ArrayLiteralElement = Edge.Corner.Set.Element`); Swift would infer the
// same type. The sets themselves are generated (Surface/Generated).

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Edge.Corner.Set {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias ArrayLiteralElement = Edge.Corner.Set.Element
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension HorizontalDirection.Set {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias ArrayLiteralElement = HorizontalDirection.Set.Element
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension VerticalDirection.Set {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias ArrayLiteralElement = VerticalDirection.Set.Element
}
