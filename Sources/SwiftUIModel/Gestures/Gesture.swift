import Foundation

/// An instance that matches a sequence of events to a gesture, and returns a stream of values
/// for each of its states (SwiftUI's `Gesture`). The model's gestures are recognised from the
/// touches the host's steps make (`TouchInput`), each by a `GestureRecognizer`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    associatedtype Value
    associatedtype Body: Gesture
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// Options for enabling gestures on a view and its subviews (SwiftUI's `GestureMask`, whose raw
/// value is a `UInt32` in SwiftUICore's interface).
public struct GestureMask: OptionSet, Sendable {
    public typealias RawValue = UInt32
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

// MARK: - Recognition

/// One touch event: every finger's location in screen points, at a time on the run's clock.
struct TouchEvent {
    enum Phase { case began, moved, stationary, ended }
    var phase: Phase
    var locations: [CGPoint]
    var time: Double
}

/// Where a recognizer stands after an event.
enum GesturePhase {
    /// Still deciding.
    case possible
    /// Recognised; the gesture's value changed.
    case changed(Any)
    /// Recognised and over, with its last value.
    case ended(Any)
    /// Not this gesture (or cancelled).
    case failed

    var isFailed: Bool { if case .failed = self { true } else { false } }
    var isRecognized: Bool {
        switch self { case .changed, .ended: true; default: false }
    }
    var isEnded: Bool { if case .ended = self { true } else { false } }
}

/// What turns touches into a gesture's values. Callbacks (`onChanged`, `updating`…) are not run
/// at once: they are queued in `effects`, and the touch arbitration (`TouchInput`) runs those of
/// the gesture that wins, in order.
@MainActor
class GestureRecognizer {
    /// The view's frame, for values in its local coordinate space.
    var frame: CGRect = .zero
    private(set) var phase: GesturePhase = .possible
    var effects: [() -> Void] = []
    /// `@GestureState` resets, run when the gesture ends or is cancelled.
    var resets: [() -> Void] = []

    var children: [GestureRecognizer] { [] }

    /// Feeds one event; a failed or ended recognizer ignores the rest.
    final func handle(_ event: TouchEvent) -> GesturePhase {
        switch phase {
        case .failed, .ended: return phase
        default: break
        }
        phase = recognize(event)
        return phase
    }

    /// Fails the gesture (another one won, or the input stopped before it was recognised).
    func cancel() {
        if !phase.isEnded { phase = .failed }
        children.forEach { $0.cancel() }
    }

    func recognize(_ event: TouchEvent) -> GesturePhase { .failed }

    /// The input is over: a gesture still deciding fails (`finishInput` says how it ends).
    final func endInput() -> GesturePhase {
        switch phase {
        case .possible, .changed: phase = finishInput()
        default: break
        }
        return phase
    }

    func finishInput() -> GesturePhase {
        if case .changed = phase { return .failed }
        return phase.isRecognized ? phase : .failed
    }

    func setFrame(_ frame: CGRect) {
        self.frame = frame
        children.forEach { $0.setFrame(frame) }
    }

    /// The queued callbacks of this recognizer and those inside it, innermost first.
    func takeEffects() -> [() -> Void] {
        let inner = children.flatMap { $0.takeEffects() }
        defer { effects = [] }
        return inner + effects
    }

    func takeResets() -> [() -> Void] {
        let inner = children.flatMap { $0.takeResets() }
        defer { resets = [] }
        return inner + resets
    }
}

/// A gesture of any type (SwiftUI's `AnyGesture`).
public struct AnyGesture<Value>: Gesture, PrimitiveGesture, NamedGesture {
    public typealias Body = Never
    let make: @MainActor () -> GestureRecognizer
    let name: String
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        make = { SwiftUIModel.makeRecognizer(gesture) }
        name = gestureName(gesture)
    }
    func makeRecognizer() -> GestureRecognizer { make() }
    var reportName: String { name }
}
