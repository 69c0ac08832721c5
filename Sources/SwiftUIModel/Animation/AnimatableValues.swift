import Foundation

/// Any number of interpolated values as one (iOS 26's `AnimatableValues`): each is added,
/// subtracted and scaled with its own arithmetic, and the magnitude is the sum of theirs, as
/// `AnimatablePair`'s is for two.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct AnimatableValues<each Value>: VectorArithmetic where repeat each Value: VectorArithmetic {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var value: (repeat each Value)

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ value: repeat each Value) { self.value = (repeat each value) }

    /// Values of the given types, each its zero (Apple's `@_alwaysEmitIntoClient` body, iOS 26.2
    /// SDK's SwiftUICore interface, as are the arithmetic's).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ _valueType: repeat (each Value).Type) { value = (repeat (each _valueType).zero) }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static var zero: AnimatableValues<repeat each Value> { AnimatableValues(repeat (each Value).zero) }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func + (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) -> AnimatableValues<repeat each Value> {
        AnimatableValues(repeat (each lhs.value) + (each rhs.value))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func - (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) -> AnimatableValues<repeat each Value> {
        AnimatableValues(repeat (each lhs.value) - (each rhs.value))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func += (lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) { lhs = lhs + rhs }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func -= (lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) { lhs = lhs - rhs }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func == (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) -> Bool {
        for (left, right) in repeat (each lhs.value, each rhs.value) {
            guard left == right else { return false }
        }
        return true
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public mutating func scale(by rhs: Double) { value = (repeat (each value).scaled(by: rhs)) }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var magnitudeSquared: Double {
        var sum = 0.0
        for element in repeat each value { sum += element.magnitudeSquared }
        return sum
    }
}
