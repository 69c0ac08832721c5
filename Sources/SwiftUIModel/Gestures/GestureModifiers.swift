import CourseCheckProtocol
import Foundation

/// A gesture attached to a view's display node, for the touch steps (`TouchInput`).
struct AttachedGesture {
    enum Priority { case normal, high, simultaneous }
    let make: @MainActor () -> GestureRecognizer
    let priority: Priority
    let mask: GestureMask
    let name: String
}

/// `gesture`, `highPriorityGesture`, `simultaneousGesture`: the unit carries the gesture; its
/// report line names it (`gesture=drag`).
struct GestureModifier: ViewModifier, BuiltinModifier {
    let attached: AttachedGesture
    typealias Body = Never

    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.touch.gestures.append(attached)
        if attached.mask.contains(.gesture) {
            let names = unit.touch.gestures.filter { $0.mask.contains(.gesture) }.map(\.name).joined(separator: ",")
            unit.attributes.removeAll { $0.0 == Attribute.Name.gesture }
            unit.attributes.append((Attribute.Name.gesture, names))
        }
        return unit
    }
}

/// `allowsHitTesting(false)`: touches pass through the view and what it contains.
struct HitTestingModifier: ViewModifier, BuiltinModifier {
    let enabled: Bool
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        if !enabled { unit.touch.hitTesting = .disabled }
        return unit
    }
}

/// `contentShape(_:)`: the whole shape takes touches, painted or not.
struct ContentShapeModifier: ViewModifier, BuiltinModifier {
    let shape: ClipShape
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        if unit.touch.hitTesting != .disabled { unit.touch.hitTesting = .shape(shape) }
        return unit
    }
}

/// How a node takes part in hit-testing.
enum HitTesting: Equatable {
    /// Where it or something inside it paints (SwiftUI's default).
    case painted
    /// Anywhere in this shape of its frame (`contentShape`).
    case shape(ClipShape)
    /// Never, and nothing inside it either (`allowsHitTesting(false)`).
    case disabled
}

extension View {
    /// "Attaches a gesture to the view with a lower precedence than gestures defined by the view"
    /// (Apple's documentation of `gesture(_:including:)`).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(attached: AttachedGesture(make: { makeRecognizer(gesture) }, priority: .normal, mask: mask, name: gestureName(gesture))))
    }

    /// "…with a higher precedence than gestures defined by the view" (Apple's documentation).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(attached: AttachedGesture(make: { makeRecognizer(gesture) }, priority: .high, mask: mask, name: gestureName(gesture))))
    }

    /// "…to process simultaneously with gestures defined by the view" (Apple's documentation).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(attached: AttachedGesture(make: { makeRecognizer(gesture) }, priority: .simultaneous, mask: mask, name: gestureName(gesture))))
    }

    /// The forms with `isEnabled` (a disabled gesture hears nothing) and, from iOS 18, a `name`
    /// (for UIKit failure relationships, which the model has no use for).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Taps `count` times (1 by default, Apple's signature) run `action`.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// The tap's location, in `coordinateSpace` (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// A long press: minimum duration 0.5 s, maximum distance 10 points (Apple's documentation
    /// of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`).
    /// `onPressingChanged` hears true at the touch and false when it lifts or moves away.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        return modifier(GestureModifier(attached: AttachedGesture(make: {
            PressingRecognizer(SwiftUIModel.makeRecognizer(press), perform: action, pressing: onPressingChanged)
        }, priority: .normal, mask: .all, name: "longPress")))
    }

    /// The older spelling, with `pressing:` before `perform:`. Disfavoured, so that
    /// `.onLongPressGesture { … }` picks the current spelling without a warning, as it does in
    /// Xcode (both accept a lone trailing closure; found measuring public SwiftUI files).
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)'")
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action, onPressingChanged: pressing)
    }

    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled))
    }

    /// The shape that takes touches (`eoFill` is not modelled: the shape is filled).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: modelClipShape(of: shape)))
    }
}

/// `onLongPressGesture`'s recognizer: the pressing state as it changes, the action when the
/// press has lasted long enough.
final class PressingRecognizer: WrappingRecognizer {
    let perform: () -> Void
    let pressing: ((Bool) -> Void)?
    private var pressed = false
    private var performed = false

    init(_ inner: GestureRecognizer, perform: @escaping () -> Void, pressing: ((Bool) -> Void)?) {
        self.perform = perform
        self.pressing = pressing
        super.init(inner)
    }

    override func transform(_ phase: GesturePhase) -> GesturePhase {
        switch phase {
        case .changed:
            if !pressed { pressed = true; if let pressing { effects.append { pressing(true) } } }
        case .ended:
            if !pressed, let pressing { effects.append { pressing(true) } }
            pressed = true
            if !performed { performed = true; effects.append(perform) }
            // The press is still held: pressing turns false when it lifts (`released`).
            return .changed(true)
        case .failed:
            if pressed { pressed = false; if let pressing { effects.append { pressing(false) } } }
        case .possible: break
        }
        return phase
    }

    /// The finger lifts after the action ran: the gesture is over.
    override func finishInput() -> GesturePhase {
        if pressed, let pressing { effects.append { pressing(false) } }
        pressed = false
        return inner.phase.isEnded ? .ended(true) : .failed
    }
}
