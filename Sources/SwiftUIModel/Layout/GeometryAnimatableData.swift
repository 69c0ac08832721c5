import Foundation

// The geometry values SwiftUI interpolates as their parts (Apple's declarations:
// `extension CGRect : Animatable` with `AnimatablePair<CGPoint.AnimatableData,
// CGSize.AnimatableData>`, `extension EdgeInsets : Animatable` with its four insets nested in
// pairs, top first, in the order the struct declares them).

extension CGRect: Animatable {
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    /// The origin, then the size.
    public var animatableData: CGRect.AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set {
            origin.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension EdgeInsets: Animatable {
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
    /// Top, leading, bottom, trailing.
    public var animatableData: EdgeInsets.AnimatableData {
        get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
        set {
            top = newValue.first
            leading = newValue.second.first
            bottom = newValue.second.second.first
            trailing = newValue.second.second.second
        }
    }
}
