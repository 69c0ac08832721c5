import Foundation
import SystemModel

/// One segment of a track: to a value, over a duration, along a shape.
struct KeyframeSegment<Value> {
    enum Shape {
        case linear(TimingFunction)
        case spring(SpringCurve)
        /// Catmull-Rom-like through its neighbours; the model eases with a smooth step (no
        /// source for Apple's exact spline).
        case cubic
        case move
    }
    var to: Value
    var duration: Double
    var shape: Shape
}

/// What a track's content resolves to: its segments in order. Apple's interface declares this
/// type public (`_ResolvedKeyframeTrackContent`, the argument of `KeyframeTrackContent._resolve`)
/// with nothing visible in it; the model keeps its segments here.
public struct _ResolvedKeyframeTrackContent<Value: Animatable> {
    var segments: [KeyframeSegment<Value>] = []
}

/// Content of a keyframe track (iOS 17's `KeyframeTrackContent`), with Apple's requirements: a
/// custom content's `body` is resolved through `_resolve` (Apple's default, for a body of the same
/// value); the primitive keyframes are their own bodies and resolve to their segment.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable = Self.Body.Value
    associatedtype Body: KeyframeTrackContent
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Self.Value>)
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension KeyframeTrackContent where Value == Body.Value {
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { body._resolve(into: &resolved) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension KeyframeTrackContent where Body == Self {
    /// A primitive content (a keyframe, a builder's sequence) is its own body, as Apple's
    /// primitives' `Body` says (`typealias Body = CubicKeyframe<Value>`); it resolves itself.
    public var body: Self { self }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Body = LinearKeyframe<Value>
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, shape: .linear(timingCurve.curve))
    }
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments.append(segment) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Body = SpringKeyframe<Value>
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration ?? spring.settlingDuration, shape: .spring(spring.curve))
    }
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments.append(segment) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Body = CubicKeyframe<Value>
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, shape: .cubic)
    }
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments.append(segment) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Body = MoveKeyframe<Value>
    let segment: KeyframeSegment<Value>
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, shape: .move) }
    public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments.append(segment) }
}

/// Keyframes in a row: what the builders' blocks, loops and empty blocks make (the opaque
/// `some KeyframeTrackContent<Value>` of Apple's `buildPartialBlock`, `buildArray`, `buildBlock`).
@available(*, deprecated, message: "the model's own use of API whose availability is data")
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    typealias Body = KeyframeSequence<Value>
    var segments: [KeyframeSegment<Value>]
    init<C: KeyframeTrackContent>(_ parts: [C]) where C.Value == Value {
        var resolved = _ResolvedKeyframeTrackContent<Value>()
        for part in parts { part._resolve(into: &resolved) }
        segments = resolved.segments
    }
    func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<Value>) { resolved.segments += segments }
}

/// Builds a track's keyframes (iOS 17's `KeyframeTrackContentBuilder`), with Apple's methods: one
/// keyframe after another (`buildPartialBlock`), `for` loops, `if`/`else`; no `if` without `else`
/// (Apple declares no `buildOptional`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
@resultBuilder
public struct KeyframeTrackContentBuilder<Value> where Value: Animatable {
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent { expression }
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(components)
    }
    public static func buildEither<First, Second>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .first(component))
    }
    public static func buildEither<First, Second>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(storage: .second(component))
    }
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSequence([KeyframeSequence([accumulated]), KeyframeSequence([next])])
    }
    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeSequence([KeyframeSequence<Value>]()) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension KeyframeTrackContentBuilder {
    /// The branch an `if`/`else` took.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent
    where ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        enum Storage {
            case first(First)
            case second(Second)
        }
        let storage: Storage

        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public typealias Body = KeyframeTrackContentBuilder<Value>.Conditional<ConditionalValue, First, Second>
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public typealias Value = ConditionalValue

        /// The same branch, as Apple's `Body` names it.
        public var body: Body {
            switch storage {
            case .first(let first): return Body(storage: .first(first))
            case .second(let second): return Body(storage: .second(second))
            }
        }

        public func _resolve(into resolved: inout _ResolvedKeyframeTrackContent<ConditionalValue>) {
            switch storage {
            case .first(let first): first._resolve(into: &resolved)
            case .second(let second): second._resolve(into: &resolved)
            }
        }
    }
}

/// What keyframes resolve to: their tracks, run side by side. Apple's interface declares this type
/// public (`_ResolvedKeyframes`, the argument of `Keyframes._resolve`) with nothing visible in it.
public struct _ResolvedKeyframes<Value> {
    var tracks: [(apply: (inout Value, Double, Value) -> Void, duration: Double)] = []
}

/// A type that defines changes to a value over time (iOS 17's `Keyframes`), with Apple's
/// requirements: a custom type's `body` resolves through `_resolve` (Apple's default).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public protocol Keyframes<Value> {
    associatedtype Value = Self.Body.Value
    associatedtype Body: Keyframes
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
    func _resolve(into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value, initialVelocity: Self.Value?)
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Keyframes where Value == Body.Value {
    public func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Keyframes where Body == Never {
    /// Primitive keyframes (a track, the builder's blocks) have no body.
    public var body: Never { fatalError("\(Self.self) is primitive keyframes and has no body") }
}

/// `Never` is the body of primitive keyframes, as on Apple's SDK (`extension Never : Keyframes`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Never: Keyframes {
    public func _resolve(into resolved: inout _ResolvedKeyframes<Never>, initialValue: Never, initialVelocity: Never?) {}
}

/// A track of one property (`\.scale`) of the animated value, or of the whole value.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct KeyframeTrack<Root, Value, Content>: Keyframes where Value == Content.Value, Content: KeyframeTrackContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Body = Never
    let apply: (inout Root, Double, Root) -> Void
    let duration: Double

    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        let segments = Self.segments(of: content())
        duration = segments.reduce(0) { $0 + $1.duration }
        apply = { root, time, start in root = KeyframeMath.value(of: segments, from: start, at: time) }
    }

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        let segments = Self.segments(of: content())
        duration = segments.reduce(0) { $0 + $1.duration }
        apply = { root, time, start in root[keyPath: keyPath] = KeyframeMath.value(of: segments, from: start[keyPath: keyPath], at: time) }
    }

    private static func segments(of content: Content) -> [KeyframeSegment<Value>] {
        var resolved = _ResolvedKeyframeTrackContent<Value>()
        content._resolve(into: &resolved)
        return resolved.segments
    }

    public func _resolve(into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?) {
        resolved.tracks.append((apply, duration))
    }
}

/// Tracks side by side: what the builder's blocks make (the opaque `some Keyframes<Value>` of
/// Apple's `buildPartialBlock` and `buildBlock`).
@available(*, deprecated, message: "the model's own use of API whose availability is data")
struct KeyframeTracks<Value>: Keyframes {
    typealias Body = Never
    let parts: [(inout _ResolvedKeyframes<Value>, Value, Value?) -> Void]
    func _resolve(into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?) {
        for part in parts { part(&resolved, initialValue, initialVelocity) }
    }
}

/// Builds keyframes (iOS 17's `KeyframesBuilder`), with Apple's methods: tracks side by side, or
/// a single track's keyframes directly (`buildFinalResult` makes them a track of the whole value).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<K>(_ expression: K) -> K where Value == K.Value, K: KeyframeTrackContent { expression }
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(components)
    }
    public static func buildEither<First, Second>(first component: First) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .first(component))
    }
    public static func buildEither<First, Second>(second component: Second) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.Conditional(storage: .second(component))
    }
    public static func buildPartialBlock<K>(first: K) -> K where Value == K.Value, K: KeyframeTrackContent { first }
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>) -> some KeyframeTrackContent<Value> {
        KeyframeSequence([KeyframeSequence([accumulated]), KeyframeSequence([next])])
    }
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeSequence([KeyframeSequence<Value>]())
    }
    public static func buildFinalResult<Content>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value, Content: KeyframeTrackContent {
        KeyframeTrack(content: { component })
    }
    public static func buildExpression<Content>(_ expression: Content) -> Content where Value == Content.Value, Content: Keyframes { expression }
    public static func buildPartialBlock<Content>(first: Content) -> Content where Value == Content.Value, Content: Keyframes { first }
    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
        KeyframeTracks(parts: [accumulated._resolve, next._resolve])
    }
    public static func buildBlock() -> some Keyframes<Value> { KeyframeTracks<Value>(parts: []) }
    public static func buildFinalResult<Content>(_ component: Content) -> Content where Value == Content.Value, Content: Keyframes { component }
}

enum KeyframeMath {
    /// A track's value `time` seconds in, starting from `start`.
    static func value<V: Animatable>(of segments: [KeyframeSegment<V>], from start: V, at time: Double) -> V {
        var from = start
        var elapsed = 0.0
        for segment in segments {
            if time < elapsed + segment.duration {
                let t = segment.duration > 0 ? (time - elapsed) / segment.duration : 1
                let fraction: Double
                switch segment.shape {
                case .linear(let curve): fraction = curve.value(at: t)
                case .spring(let spring): fraction = spring.fraction(at: time - elapsed)
                case .cubic: fraction = t * t * (3 - 2 * t)
                case .move: fraction = 1
                }
                return interpolate(from, segment.to, fraction)
            }
            elapsed += segment.duration
            from = segment.to
        }
        return from
    }

    static func interpolate<V: Animatable>(_ a: V, _ b: V, _ fraction: Double) -> V {
        var result = a
        var delta = b.animatableData - a.animatableData
        delta.scale(by: fraction)
        result.animatableData = a.animatableData + delta
        return result
    }
}

/// A description of how a value changes over time (iOS 17's `KeyframeTimeline`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let resolved: _ResolvedKeyframes<Value>

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, keyframes: content())
    }

    public var duration: TimeInterval { resolved.tracks.map(\.duration).max() ?? 0 }

    public func value(time: Double) -> Value {
        var value = initialValue
        for track in resolved.tracks { track.apply(&value, time, initialValue) }
        return value
    }

    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension KeyframeTimeline {
    init<K: Keyframes>(initialValue: Value, keyframes: K) where K.Value == Value {
        self.initialValue = initialValue
        var resolved = _ResolvedKeyframes<Value>()
        keyframes._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
        self.resolved = resolved
    }
}
