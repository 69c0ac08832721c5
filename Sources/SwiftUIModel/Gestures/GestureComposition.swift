import Foundation

/// A recognizer that wraps another one and passes its phases on, transformed.
class WrappingRecognizer: GestureRecognizer {
    let inner: GestureRecognizer
    init(_ inner: GestureRecognizer) { self.inner = inner }
    override var children: [GestureRecognizer] { [inner] }
    override func recognize(_ event: TouchEvent) -> GesturePhase { transform(inner.handle(event)) }
    func transform(_ phase: GesturePhase) -> GesturePhase { phase }
}

/// `onChanged`: the action runs with each new value while the gesture is recognised.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture, NamedGesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void
    func makeRecognizer() -> GestureRecognizer {
        CallbackRecognizer(SwiftUIModel.makeRecognizer(content), onChanged: { [action] in action($0 as! Value) })
    }
    var reportName: String { gestureName(content) }
}

/// `onEnded`: the action runs once, with the last value, when the gesture ends.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture, NamedGesture {
    public typealias Value = Content.Value
    public typealias Body = Never
    let content: Content
    let action: (Content.Value) -> Void
    func makeRecognizer() -> GestureRecognizer {
        CallbackRecognizer(SwiftUIModel.makeRecognizer(content), onEnded: { [action] in action($0 as! Value) })
    }
    var reportName: String { gestureName(content) }
}

/// `map`: the same gesture with transformed values.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture, NamedGesture {
    public typealias Body = Never
    let content: Content
    let body: (Content.Value) -> Value
    func makeRecognizer() -> GestureRecognizer {
        MapRecognizer(SwiftUIModel.makeRecognizer(content)) { [body] in body($0 as! Content.Value) }
    }
    var reportName: String { gestureName(content) }
}

final class CallbackRecognizer: WrappingRecognizer {
    let onChanged: ((Any) -> Void)?
    let onEnded: ((Any) -> Void)?
    init(_ inner: GestureRecognizer, onChanged: ((Any) -> Void)? = nil, onEnded: ((Any) -> Void)? = nil) {
        self.onChanged = onChanged
        self.onEnded = onEnded
        super.init(inner)
    }
    override func transform(_ phase: GesturePhase) -> GesturePhase {
        switch phase {
        case .changed(let value): if let onChanged { effects.append { onChanged(value) } }
        case .ended(let value): if let onEnded { effects.append { onEnded(value) } }
        default: break
        }
        return phase
    }
}

final class MapRecognizer: WrappingRecognizer {
    let map: (Any) -> Any
    init(_ inner: GestureRecognizer, map: @escaping (Any) -> Any) {
        self.map = map
        super.init(inner)
    }
    override func transform(_ phase: GesturePhase) -> GesturePhase {
        switch phase {
        case .changed(let value): .changed(map(value))
        case .ended(let value): .ended(map(value))
        default: phase
        }
    }
}

/// `updating(_:body:)`: while the gesture is recognised, `body` updates a `@GestureState`; the
/// state goes back to its initial value when the gesture ends or is cancelled (Apple's
/// documentation of `GestureState`).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture, NamedGesture {
    public typealias Value = Base.Value
    public typealias Body = Never
    public var base: Base
    public var state: GestureState<State>
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    func makeRecognizer() -> GestureRecognizer {
        let state = self.state, body = self.body
        return UpdatingRecognizer(SwiftUIModel.makeRecognizer(base), update: { value in
            var current = state.box.value
            var transaction = Transaction()
            body(value as! Value, &current, &transaction)
            // An unchanged value is not a change (no body runs for it).
            if sameValue(state.box.value, current) { return }
            withTransaction(transaction) { state.box.value = current }
        }, reset: { state.reset() })
    }
    var reportName: String { gestureName(base) }
}

final class UpdatingRecognizer: WrappingRecognizer {
    let update: (Any) -> Void
    let reset: () -> Void
    private var active = false
    init(_ inner: GestureRecognizer, update: @escaping (Any) -> Void, reset: @escaping () -> Void) {
        self.update = update
        self.reset = reset
        super.init(inner)
    }
    override func transform(_ phase: GesturePhase) -> GesturePhase {
        if case .changed(let value) = phase {
            effects.append { [update] in update(value) }
            if !active { active = true; resets.append(reset) }
        }
        return phase
    }
}

// MARK: - Combining gestures

/// Both gestures at once (SwiftUI's `SimultaneousGesture`).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture, NamedGesture {
    public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    func makeRecognizer() -> GestureRecognizer {
        PairRecognizer(SwiftUIModel.makeRecognizer(first), SwiftUIModel.makeRecognizer(second), mode: .simultaneous) { a, b in
            Value(first: a.map { $0 as! First.Value }, second: b.map { $0 as! Second.Value })
        }
    }
    var reportName: String { "\(gestureName(first))+\(gestureName(second))" }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}

/// One gesture, then the other (SwiftUI's `SequenceGesture`).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture, NamedGesture {
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    func makeRecognizer() -> GestureRecognizer {
        PairRecognizer(SwiftUIModel.makeRecognizer(first), SwiftUIModel.makeRecognizer(second), mode: .sequence) { a, b in
            if let b { return Value.second(a as! First.Value, b.map { $0 as! Second.Value }) }
            return Value.first(a as! First.Value)
        }
    }
    var reportName: String { "\(gestureName(first))>\(gestureName(second))" }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The first gesture, or else the second (SwiftUI's `ExclusiveGesture`).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture, NamedGesture {
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public typealias Body = Never
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    func makeRecognizer() -> GestureRecognizer {
        PairRecognizer(SwiftUIModel.makeRecognizer(first), SwiftUIModel.makeRecognizer(second), mode: .exclusive) { a, b in
            if let b, let value = b { return Value.second(value as! Second.Value) }
            return Value.first(a as! First.Value)
        }
    }
    var reportName: String { "\(gestureName(first))|\(gestureName(second))" }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

/// The recognizer of two gestures combined. `value(a, b)`: for simultaneous, each side's value
/// or nil; for a sequence, the first's value and, once the second runs, `.some(its value or
/// nil)`; for exclusive, the first's value, or `.some(second's value)` when the second won.
final class PairRecognizer: GestureRecognizer {
    enum Mode { case simultaneous, sequence, exclusive }
    let a: GestureRecognizer, b: GestureRecognizer
    let mode: Mode
    let value: (Any?, Any??) -> Any
    private var lastA: Any?, lastB: Any?
    private var secondStarted = false
    private var lastEvent: TouchEvent?

    init(_ a: GestureRecognizer, _ b: GestureRecognizer, mode: Mode, value: @escaping (Any?, Any??) -> Any) {
        self.a = a
        self.b = b
        self.mode = mode
        self.value = value
    }

    override var children: [GestureRecognizer] {
        switch mode {
        case .simultaneous: [a, b]
        case .sequence: secondStarted ? [a, b] : [a]
        // The second's callbacks wait until the first has failed.
        case .exclusive: a.phase.isFailed ? [b] : [a]
        }
    }

    private static func value(of phase: GesturePhase) -> Any? {
        switch phase { case .changed(let v), .ended(let v): v; default: nil }
    }

    override func recognize(_ event: TouchEvent) -> GesturePhase {
        lastEvent = event
        switch mode {
        case .simultaneous:
            let pa = a.handle(event), pb = b.handle(event)
            lastA = Self.value(of: pa) ?? lastA
            lastB = Self.value(of: pb) ?? lastB
            if pa.isFailed && pb.isFailed { return .failed }
            let over = (pa.isEnded || pa.isFailed) && (pb.isEnded || pb.isFailed)
            if !(pa.isRecognized || pb.isRecognized) { return .possible }
            let combined = value(lastA, .some(lastB))
            return over ? .ended(combined) : .changed(combined)
        case .sequence:
            if !secondStarted {
                let pa = a.handle(event)
                switch pa {
                case .failed: return .failed
                case .possible: return .possible
                case .changed(let v): lastA = v; return .changed(value(v, nil))
                case .ended(let v):
                    lastA = v
                    secondStarted = true
                    // The second gesture starts where the finger is.
                    if event.phase != .ended {
                        _ = b.handle(TouchEvent(phase: .began, locations: event.locations, time: event.time))
                    }
                    return .changed(value(v, .some(nil)))
                }
            }
            let pb = b.handle(event)
            switch pb {
            case .failed: return .failed
            case .possible: return .changed(value(lastA, .some(nil)))
            case .changed(let v): return .changed(value(lastA, .some(v)))
            case .ended(let v): return .ended(value(lastA, .some(v)))
            }
        case .exclusive:
            let pa = a.handle(event)
            let pb = pa.isRecognized ? GesturePhase.failed : b.handle(event)
            if pa.isRecognized {
                b.cancel()
                return pa.isEnded ? .ended(value(Self.value(of: pa), nil)) : .changed(value(Self.value(of: pa), nil))
            }
            if pa.isFailed {
                switch pb {
                case .changed(let v): return .changed(value(nil, .some(v)))
                case .ended(let v): return .ended(value(nil, .some(v)))
                case .failed: return .failed
                case .possible: return .possible
                }
            }
            return .possible
        }
    }

    /// At the end of the input, a first gesture still waiting (a double tap after one tap) fails,
    /// and an exclusive pair falls back on its second.
    override func finishInput() -> GesturePhase {
        if mode == .exclusive, !a.phase.isRecognized {
            a.cancel()
            if case .ended(let v) = b.phase { return .ended(value(nil, .some(v))) }
        }
        return super.finishInput()
    }
}

extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body: body)
    }

    public func updating<State>(_ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

extension Gesture where Value: Equatable {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// Whether two values are equal, when their type is `Equatable` (false otherwise).
func sameValue<T>(_ a: T, _ b: T) -> Bool {
    guard let a = a as? any Equatable else { return false }
    func equal<E: Equatable>(_ x: E) -> Bool { (b as? E) == x }
    return equal(a)
}
