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
