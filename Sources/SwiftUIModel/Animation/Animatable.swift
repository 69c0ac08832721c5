import Foundation

/// A value SwiftUI can interpolate: it adds, subtracts and scales (SwiftUI's `VectorArithmetic`).
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two interpolated values as one (SwiftUI's `AnimatablePair`).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero (Apple's `@_alwaysEmitIntoClient` body, iOS 26.2 SDK's SwiftUICore interface).
    public init(_ _firstType: First.Type, _ _secondType: Second.Type) {
        self.init(_firstType.zero, _secondType.zero)
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair { AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second) }
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { lhs = lhs + rhs }
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { lhs = lhs - rhs }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// Nothing to interpolate (SwiftUI's `EmptyAnimatableData`).
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A type whose `animatableData` SwiftUI interpolates during an animation (SwiftUI's
/// `Animatable`). The model interpolates frames and named values on the display tree
/// (`AnimationEngine`); a custom view's or shape's own `animatableData` is not written back
/// part-way (docs/ARCHITECTURE.md, "Animation, transitions and gestures").
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// A modifier that animates its `animatableData` (deprecated in favour of `Animatable` on the
/// modifier itself).
@available(*, deprecated, message: "@available(iOS, deprecated: 100000) use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension CGPoint: Animatable {
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension Double: Animatable {}
extension CGFloat: Animatable {}
extension Float: Animatable {}
