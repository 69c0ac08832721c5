import Foundation

/// What a transition does to a view at its ends: how it is shown just before it is inserted and
/// just after it is removed (SwiftUI's transition phases `willAppear` / `didDisappear`), as
/// drawing effects: opacity, a move by the view's own size, an offset, a scale.
struct TransitionEffect: Equatable {
    enum Kind: Equatable {
        case opacity
        /// Moved out by its own size towards the edge (OpenSwiftUI MoveTransition.swift,
        /// `Edge.translationOffset(for:)`).
        case move(Edge)
        case offset(CGSize)
        /// Scaled about its centre (`.scale`: 1e-5, OpenSwiftUI ScaleEffect.swift).
        case scale(CGFloat)
        /// Drawn in another rectangle (`matchedGeometryEffect`: the matched view's frame).
        case geometry(CGRect)
    }
    var kind: Kind
}

/// The effects of a transition's two sides (asymmetric transitions differ).
struct TransitionSpec: Equatable {
    var insertion: [TransitionEffect]
    var removal: [TransitionEffect]
    var name: String
    /// An animation the transition carries (`AnyTransition.animation(_:)`).
    var animation: Animation?

    /// The drawn state of a view of frame `frame` under `effects`, `amount` of the way from
    /// identity (0) to the effects' full state (1).
    static func state(_ effects: [TransitionEffect], frame: CGRect, amount: Double) -> TransitionState {
        var state = TransitionState()
        for effect in effects {
            switch effect.kind {
            case .opacity: state.opacity *= 1 - amount
            case .move(let edge):
                let offset: CGSize = switch edge {
                case .top: CGSize(width: 0, height: -frame.height)
                case .leading: CGSize(width: -frame.width, height: 0)
                case .bottom: CGSize(width: 0, height: frame.height)
                case .trailing: CGSize(width: frame.width, height: 0)
                }
                state.dx += offset.width * amount
                state.dy += offset.height * amount
            case .offset(let offset):
                state.dx += offset.width * amount
                state.dy += offset.height * amount
            case .scale(let scale):
                state.sx *= 1 + (scale - 1) * amount
                state.sy *= 1 + (scale - 1) * amount
            case .geometry(let target):
                guard frame.width > 0, frame.height > 0 else { continue }
                let width = frame.width + (target.width - frame.width) * amount
                let height = frame.height + (target.height - frame.height) * amount
                state.sx *= width / frame.width
                state.sy *= height / frame.height
                state.dx += (target.midX - frame.midX) * amount
                state.dy += (target.midY - frame.midY) * amount
            }
        }
        return state
    }
}

/// A view's drawn state during a transition.
struct TransitionState: Equatable {
    var opacity = 1.0
    var dx: CGFloat = 0
    var dy: CGFloat = 0
    var sx: CGFloat = 1
    var sy: CGFloat = 1

    /// Where a frame is drawn: scaled about the transitioning view's centre, then moved.
    func apply(to frame: CGRect, around center: CGPoint) -> CGRect {
        let width = frame.width * sx, height = frame.height * sy
        let x = center.x + (frame.minX - center.x) * sx + dx
        let y = center.y + (frame.minY - center.y) * sy + dy
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

/// A type-erased transition (SwiftUI's `AnyTransition`).
public struct AnyTransition {
    let spec: TransitionSpec

    init(_ spec: TransitionSpec) { self.spec = spec }
    init(effects: [TransitionEffect], name: String) {
        spec = TransitionSpec(insertion: effects, removal: effects, name: name)
    }

    /// iOS 17 (https://developer.apple.com/documentation/swiftui/anytransition/init(_:): iOS 17.0+).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<T: Transition>(_ transition: T) {
        spec = Self.spec(of: transition)
    }

@available(*, deprecated, message: "the model's own use of API whose availability is data")
    static func spec<T: Transition>(of transition: T) -> TransitionSpec {
        if let builtin = transition as? any BuiltinTransition { return builtin.spec }
        ModelProblems.notModelled("a custom Transition (\(T.self))", "the view appears and disappears without it")
        return TransitionSpec(insertion: [], removal: [], name: "\(T.self)")
    }

    /// The default transition: a fade (OpenSwiftUI TransitionTraitKey.swift: `.opacity`).
    public static let opacity = AnyTransition(effects: [TransitionEffect(kind: .opacity)], name: "opacity")
    public static let identity = AnyTransition(effects: [], name: "identity")
    /// "Inserts by moving in from the leading edge, and removes by moving out towards the trailing
    /// edge" (Apple's documentation of `slide`).
    public static var slide: AnyTransition {
        AnyTransition(TransitionSpec(insertion: [TransitionEffect(kind: .move(.leading))], removal: [TransitionEffect(kind: .move(.trailing))], name: "slide"))
    }
    /// Scaled from nothing (OpenSwiftUI: `ScaleTransition(1e-5)`, anchor `.center`).
    public static var scale: AnyTransition { AnyTransition(effects: [TransitionEffect(kind: .scale(1e-5))], name: "scale") }
    /// Scaled about its centre; another anchor is not modelled (reported: scaled about the centre).
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        if anchor != .center { ModelProblems.notModelled("AnyTransition.scale(scale:anchor:) with an anchor other than .center", "the view is scaled about its centre") }
        return AnyTransition(effects: [TransitionEffect(kind: .scale(scale))], name: "scale(\(Animation.number(Double(scale))))")
    }
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(effects: [TransitionEffect(kind: .move(edge))], name: "move(edge: .\(edge))")
    }
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(effects: [TransitionEffect(kind: .offset(offset))], name: "offset(\(Animation.number(Double(offset.width))), \(Animation.number(Double(offset.height))))")
    }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// In from `edge`, out towards the opposite one, fading (OpenSwiftUI PushTransition.swift).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge = switch edge { case .top: .bottom; case .bottom: .top; case .leading: .trailing; case .trailing: .leading }
        return AnyTransition(TransitionSpec(insertion: [TransitionEffect(kind: .move(edge)), TransitionEffect(kind: .opacity)],
                                            removal: [TransitionEffect(kind: .move(opposite)), TransitionEffect(kind: .opacity)],
                                            name: "push(from: .\(edge))"))
    }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(TransitionSpec(insertion: insertion.spec.insertion, removal: removal.spec.removal,
                                     name: "asymmetric(insertion: \(insertion.spec.name), removal: \(removal.spec.name))"))
    }
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(TransitionSpec(insertion: spec.insertion + other.spec.insertion, removal: spec.removal + other.spec.removal,
                                     name: "\(spec.name).combined(with: \(other.spec.name))", animation: spec.animation ?? other.spec.animation))
    }
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = spec
        copy.animation = animation
        return AnyTransition(copy)
    }
    /// A transition from a custom modifier: the model cannot run a modifier part-way.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        ModelProblems.notModelled("AnyTransition.modifier(active:identity:)", "the view appears and disappears without it")
        return .identity
    }
}

/// The phases of a transition (iOS 17).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public enum TransitionPhase: Equatable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    public var value: Double { switch self { case .willAppear: -1; case .identity: 0; case .didDisappear: 1 } }
}

/// The content a `Transition`'s body, or a `phaseAnimator`'s or `keyframeAnimator`'s closure,
/// wraps: the modified view.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct PlaceholderContentView<Value>: View {
    public typealias Body = Never
    let content: (any View)?
    init(content: (any View)? = nil) { self.content = content }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension PlaceholderContentView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        content.map { [ChildView(identity: .index(0), view: $0)] } ?? []
    }
}

/// A transition as a type (iOS 17): its body says what the view looks like in each phase.
/// The built-in ones run on the model's display tree; a custom one reports itself.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition {
    /// Apple's default (iOS 17). Not modelled: the model keeps no transition's properties
    /// (`TransitionProperties` is a placeholder); a read reports itself.
    public static var properties: TransitionProperties {
        ModelProblems.notModelled("Transition.properties", "reads a placeholder: the model keeps no transition's properties")
        return TransitionProperties(notModelledPlaceholder: ())
    }

    /// Not modelled: the model runs a transition on its display tree when a view is inserted or
    /// removed, not on content it is handed; a use reports itself and shows the content unchanged.
    public func apply<V>(content: V, phase: TransitionPhase) -> some View where V: View {
        ModelProblems.notModelled("Transition.apply(content:phase:)", "the content shows unchanged, without the transition's phase")
        return content
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct OpacityTransition: Transition, BuiltinTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var spec: TransitionSpec { AnyTransition.opacity.spec }
    /// Not modelled: Apple's is a constant (`static let`) the model has no source for; a read
    /// reports itself.
    public static var properties: TransitionProperties {
        ModelProblems.notModelled("OpacityTransition.properties", "reads a placeholder: the model keeps no transition's properties")
        return TransitionProperties(notModelledPlaceholder: ())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct SlideTransition: Transition, BuiltinTransition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var spec: TransitionSpec { AnyTransition.slide.spec }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct MoveTransition: Transition, BuiltinTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var spec: TransitionSpec { AnyTransition.move(edge: edge).spec }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct PushTransition: Transition, BuiltinTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var spec: TransitionSpec { AnyTransition.push(from: edge).spec }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct ScaleTransition: Transition, BuiltinTransition {
    public var scale: Double
    /// The point of the view that stays where it is while it scales.
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var spec: TransitionSpec { AnyTransition.scale(scale: CGFloat(scale), anchor: anchor).spec }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct OffsetTransition: Transition, BuiltinTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var spec: TransitionSpec { AnyTransition.offset(offset).spec }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct IdentityTransition: Transition, BuiltinTransition {
    public init() {}
    /// Its content unchanged, as Apple's signature (`-> IdentityTransition.Content`) says.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Body = IdentityTransition.Content
    public func body(content: IdentityTransition.Content, phase: TransitionPhase) -> IdentityTransition.Content { content }
    var spec: TransitionSpec { AnyTransition.identity.spec }
    /// Not modelled: Apple's is a constant (`static let`) the model has no source for; a read
    /// reports itself.
    public static var properties: TransitionProperties {
        ModelProblems.notModelled("IdentityTransition.properties", "reads a placeholder: the model keeps no transition's properties")
        return TransitionProperties(notModelledPlaceholder: ())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, BuiltinTransition {
    public var insertion: Insertion
    public var removal: Removal
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    var spec: TransitionSpec {
        AnyTransition.asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)).spec
    }
    /// Not modelled: Apple's combines its two transitions' properties, which the model does not
    /// keep; a read reports itself.
    public static var properties: TransitionProperties {
        ModelProblems.notModelled("AsymmetricTransition.properties", "reads a placeholder: the model keeps no transition's properties")
        return TransitionProperties(notModelledPlaceholder: ())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition where Self == OpacityTransition { public static var opacity: OpacityTransition { OpacityTransition() } }
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition where Self == SlideTransition { public static var slide: SlideTransition { SlideTransition() } }
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition where Self == IdentityTransition { public static var identity: IdentityTransition { IdentityTransition() } }
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> Self { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { OffsetTransition(CGSize(width: x, height: y)) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition where Self == MoveTransition { public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) } }
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Transition where Self == PushTransition { public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) } }

/// `.transition(_:)`: how the view is inserted and removed (the display unit carries it).
struct TransitionModifier: ViewModifier, BuiltinModifier {
    let spec: TransitionSpec
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.animation.transition = spec
        return unit
    }
}

extension View {
    public func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(spec: t.spec))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionModifier(spec: AnyTransition.spec(of: transition)))
    }
}
