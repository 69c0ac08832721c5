import CourseCheckProtocol
import Foundation

/// `mask(alignment:_:)`: the content shows only where the mask draws. The mask is laid out over the
/// content as an overlay is (sized by it, aligned), and is not drawn itself; the model masks by
/// the bounds of what the mask paints ("Masks this view using the alpha channel of the given
/// view", Apple's `mask(alignment:_:)`: the alpha's shape inside those bounds is not modelled).
public struct _MaskedView<Content: View, Mask: View>: View {
    let content: Content
    let mask: Mask
    let alignment: Alignment
    public typealias Body = Never
}

extension _MaskedView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content), ChildView(identity: .index(1), view: mask)]
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let maskUnits = children[1]
        let maskNode = maskUnits.count == 1 ? maskUnits[0]
            : DisplayNode(kind: "ZStack", children: maskUnits, layout: ZStackLayout(alignment: alignment))
        maskNode.drawing.isMask = true
        return children[0].map { unit in
            let node = DisplayNode(kind: "mask", children: [unit, maskNode], layout: OverlayLayout(primaryIndex: 0, alignment: alignment))
            node.layoutPriority = unit.layoutPriority
            return node
        }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        _MaskedView(content: self, mask: mask(), alignment: alignment)
    }
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use overload where mask accepts a @ViewBuilder instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        _MaskedView(content: self, mask: mask, alignment: .center)
    }
}

/// Effects that can read the view's geometry (iOS 17's `VisualEffect`), applied with
/// `visualEffect(_:)`: the closure runs with the view's layout frame when the screen is read.
public protocol VisualEffect: Sendable, Animatable {}

/// The starting point of a `visualEffect` closure: no effect.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
    /// Nothing to interpolate (Apple's, iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias AnimatableData = EmptyAnimatableData
}

/// Effects chained on a `VisualEffect`, in order.
public struct _VisualEffectChain: VisualEffect {
    let effects: [DrawingEffect]
}

extension DrawingEffect: @unchecked Sendable {}

extension VisualEffect {
    var chainedEffects: [DrawingEffect] { (self as? _VisualEffectChain)?.effects ?? [] }
    func adding(_ effect: DrawingEffect) -> _VisualEffectChain { _VisualEffectChain(effects: chainedEffects + [effect]) }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor: anchor)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor: anchor)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius: radius, opaque: opaque)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color.styleName)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(.rotation3D(angle, axis: [axis.x, axis.y, axis.z], anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}

struct VisualEffectModifier: ViewModifier, BuiltinModifier {
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> any VisualEffect
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let node = DisplayNode(kind: "visualEffect", children: [unit], layout: PassThroughLayout())
        let effect = self.effect
        node.drawing.lateEffects = { frame in
            let proxy = GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(), globalFrame: frame)
            return effect(EmptyVisualEffect(), proxy).chainedEffects
        }
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

extension View {
    /// iOS 17: effects that depend on the view's geometry; layout is unchanged.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier(effect: { effect($0, $1) }))
    }
}
