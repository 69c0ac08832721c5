/// Any number of animatable values as one (Apple's `AnimatableValues`, iOS 26: what the
/// `@Animatable` macro makes a type's `animatableData` of). Its arithmetic is each value's, in
/// order; its squared magnitude is the sum of theirs (as `AnimatablePair`'s is of its two).
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct AnimatableValues<each Value> : VectorArithmetic where repeat each Value : VectorArithmetic {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var value: (repeat each Value)

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ value: repeat each Value) {
        self.value = (repeat each value)
    }

    /// Each value's zero.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ _valueType: repeat (each Value).Type) {
        self.value = (repeat (each _valueType).zero)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static var zero: AnimatableValues<repeat each Value> {
        AnimatableValues(repeat (each Value).zero)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func += (lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) {
        lhs = lhs + rhs
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func -= (lhs: inout AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) {
        lhs = lhs - rhs
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func + (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) -> AnimatableValues<repeat each Value> {
        AnimatableValues(repeat each lhs.value + each rhs.value)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func - (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) -> AnimatableValues<repeat each Value> {
        AnimatableValues(repeat each lhs.value - each rhs.value)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public mutating func scale(by rhs: Double) {
        value = (repeat (each value).scaled(by: rhs))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var magnitudeSquared: Double {
        var sum = 0.0
        for element in repeat each value { sum += element.magnitudeSquared }
        return sum
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func == (lhs: AnimatableValues<repeat each Value>, rhs: AnimatableValues<repeat each Value>) -> Bool {
        var equal = true
        func compare<T: Equatable>(_ left: T, _ right: T) { if left != right { equal = false } }
        repeat compare(each lhs.value, each rhs.value)
        return equal
    }
}
