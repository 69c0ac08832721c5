import Foundation

// Shapes and the views that draw them are `Animatable`, as Apple's are: a trim's fractions, a
// custom shape's own `animatableData`, interpolate in an animated change. A shape view is built
// by the model at each screen (a builtin view), so it is drawn with the data of the clock's
// moment (`AnimatableViews.shownValue`, from `ViewGraph.units(of:)`); a custom shape's body runs
// each frame like any `Animatable` view's.

extension _TrimmedShape {
    /// The fractions, then the base shape's data (Apple's `_TrimmedShape` animates its `from`
    /// and `to`).
    var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, Base.AnimatableData> {
        get { AnimatablePair(AnimatablePair(startFraction, endFraction), base.animatableData) }
        set {
            startFraction = newValue.first.first
            endFraction = newValue.first.second
            base.animatableData = newValue.second
        }
    }
}

extension _StrokedShape {
    /// A stroked shape animates as the shape it strokes.
    var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }
}

extension _ShapeView: Animatable {
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension FillShapeView: Animatable {
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension StrokeShapeView: Animatable {
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

extension StrokeBorderShapeView: Animatable {
    public var animatableData: Content.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

// The built-in shapes' data (Apple's `AnimatableData` types, iOS 26.2 SDK interfaces): a rounded
// rectangle's corners, and a transformed shape's transform with its base shape's data, animate.

extension RoundedRectangle {
    public typealias AnimatableData = CGSize.AnimatableData
    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension UnevenRoundedRectangle {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias AnimatableData = RectangleCornerRadii.AnimatableData
    /// The four corner radii.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

extension OffsetShape {
    public typealias AnimatableData = AnimatablePair<Content.AnimatableData, CGSize.AnimatableData>
    /// The base shape's data, then the offset.
    public var animatableData: OffsetShape<Content>.AnimatableData {
        get { AnimatablePair(shape.animatableData, offset.animatableData) }
        set {
            shape.animatableData = newValue.first
            offset.animatableData = newValue.second
        }
    }
}

extension RotatedShape {
    public typealias AnimatableData = AnimatablePair<Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>>
    /// The base shape's data, then the angle and the anchor.
    public var animatableData: RotatedShape<Content>.AnimatableData {
        get { AnimatablePair(shape.animatableData, AnimatablePair(angle.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            angle.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension ScaledShape {
    public typealias AnimatableData = AnimatablePair<Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>>
    /// The base shape's data, then the scale and the anchor.
    public var animatableData: ScaledShape<Content>.AnimatableData {
        get { AnimatablePair(shape.animatableData, AnimatablePair(scale.animatableData, anchor.animatableData)) }
        set {
            shape.animatableData = newValue.first
            scale.animatableData = newValue.second.first
            anchor.animatableData = newValue.second.second
        }
    }
}

extension TransformedShape {
    public typealias AnimatableData = Content.AnimatableData
    /// The base shape's data (an affine transform is not interpolated, as Apple's alias says).
    public var animatableData: TransformedShape<Content>.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}
