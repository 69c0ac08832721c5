import CourseCheckProtocol
import Foundation

/// A modifier that changes how its content is drawn and not its layout: the content keeps its
/// frame (a `PassThroughLayout`), and the effect is kept on the node for the screen to apply when
/// it reads the drawing (`Host/Screen.swift`: drawn frames, `visible=`, opacity).
struct EffectModifier: ViewModifier, BuiltinModifier {
    let effect: DrawingEffect
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let node = DisplayNode(kind: effect.kind, children: [unit], layout: PassThroughLayout())
        node.attributes = effect.attributes
        node.drawing.effect = effect
        node.layoutPriority = unit.layoutPriority
        return node
    }
}

/// `position(x:y:)`: the view's centre at a point of its parent's space; it takes the whole
/// proposal, and an axis left unspecified takes the content's size (OpenSwiftUI's
/// `_PositionLayout`: `CGSize(proposal) ?? proposal.fixingUnspecifiedDimensions(at: child.size(in: proposal))`,
/// placed with the proposal of its own size, anchored at the centre).
struct PositionLayout: ModifierLayout {
    let position: CGPoint
    func sizeThatFits(_ proposal: ProposedViewSize, children: [DisplayNode]) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = children.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }
    func placeChildren(in bounds: CGRect, proposal: ProposedViewSize, children: [DisplayNode]) {
        let childProposal = ProposedViewSize(bounds.size)
        for child in children {
            let size = child.sizeThatFits(childProposal)
            child.place(in: CGRect(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2,
                                   width: size.width, height: size.height), proposal: childProposal)
        }
    }
}

struct PositionModifier: ViewModifier, BuiltinModifier {
    let position: CGPoint
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        let node = DisplayNode(kind: "position", children: [unit], layout: PositionLayout(position: position))
        node.attributes = [(Attribute.Name.at, "\(ReportNumber.format(Double(position.x))),\(ReportNumber.format(Double(position.y)))")]
        return node
    }
}

/// How a view's colours combine with what is behind it (SwiftUI's `BlendMode`).
public enum BlendMode: String, Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}

extension View {
    /// "Offset this view by the horizontal and vertical amount specified … The original dimensions
    /// of the view aren't changed by offsetting the contents" (Apple's `offset(x:y:)`).
    public func offset(_ offset: CGSize) -> some View { modifier(EffectModifier(effect: .offset(offset))) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Rotates the drawing about `anchor`, by default the centre (Apple's `rotationEffect(_:anchor:)`).
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .rotation(angle, anchor: anchor)))
    }
    /// Apple's defaults: anchor `.center`, anchorZ 0, perspective 1.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(EffectModifier(effect: .rotation3D(angle, axis: [axis.x, axis.y, axis.z], anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .scale(scale, anchor: anchor)))
    }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(EffectModifier(effect: .transform(transform)))
    }

    public func opacity(_ opacity: Double) -> some View { modifier(EffectModifier(effect: .opacity(opacity))) }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(EffectModifier(effect: .blur(radius: radius, opaque: opaque)))
    }
    /// Apple's default colour: `Color(.sRGBLinear, white: 0, opacity: 0.33)`.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier(effect: .shadow(color: color.styleName, radius: radius, x: x, y: y)))
    }
    public func brightness(_ amount: Double) -> some View { modifier(EffectModifier(effect: .brightness(amount))) }
    public func contrast(_ amount: Double) -> some View { modifier(EffectModifier(effect: .contrast(amount))) }
    public func saturation(_ amount: Double) -> some View { modifier(EffectModifier(effect: .saturation(amount))) }
    public func grayscale(_ amount: Double) -> some View { modifier(EffectModifier(effect: .grayscale(amount))) }
    public func hueRotation(_ angle: Angle) -> some View { modifier(EffectModifier(effect: .hueRotation(angle))) }
    public func colorMultiply(_ color: Color) -> some View { modifier(EffectModifier(effect: .colorMultiply(color.styleName))) }
    public func blendMode(_ blendMode: BlendMode) -> some View { modifier(EffectModifier(effect: .blendMode(blendMode.rawValue))) }
    public func compositingGroup() -> some View { modifier(EffectModifier(effect: .compositingGroup)) }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        modifier(EffectModifier(effect: .drawingGroup))
    }
    /// Drawing order among siblings, higher on top; layout is unchanged (Apple's `zIndex(_:)`:
    /// "Controls the display order of overlapping views").
    public func zIndex(_ value: Double) -> some View { modifier(EffectModifier(effect: .zIndex(value))) }
}
