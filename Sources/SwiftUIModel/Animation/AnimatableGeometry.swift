import Foundation

// The animatable data of SwiftUI's geometry values, with Apple's `AnimatableData` types (iOS 26.2
// SDK interfaces): what an animation interpolates when one of them changes, in a custom
// `Animatable` view or a shape that stores one.

extension UnitPoint: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// x and y, each times 128: OpenSwiftUI UnitPoint.swift (commit 03b8a6a) scales both by its
    /// `unitScale`, the factor Angle's data uses (128: `Drawing/Angle.swift`). (Its getter reads
    /// `x` twice, a slip its setter does not make; the model reads `y`.)
    public var animatableData: AnimatableData {
        get { AnimatablePair(x * 128, y * 128) }
        set {
            x = newValue.first / 128
            y = newValue.second / 128
        }
    }
}

extension StrokeStyle: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
    /// The line width, then the miter limit and the dash phase: the numbers of a stroke style
    /// (its cap, join and dash pattern are not numbers to interpolate). No source names which
    /// field is which member of Apple's pair; this is the order the fields are declared in.
    public var animatableData: AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}

extension RectangleCornerRadii: Animatable {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias AnimatableData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
    /// The four radii in the order Apple's frozen struct declares them (topLeading,
    /// bottomLeading, bottomTrailing, topTrailing), two pairs of two.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var animatableData: AnimatableData {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            topLeading = newValue.first.first
            bottomLeading = newValue.first.second
            bottomTrailing = newValue.second.first
            topTrailing = newValue.second.second
        }
    }
}
