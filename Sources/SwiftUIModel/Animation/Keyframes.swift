import Foundation
import SystemModel

/// A curve from (0, 0) to (1, 1) that maps time to progress (iOS 17's `UnitCurve`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct UnitCurve: Hashable, Sendable {
    let curve: BezierCurve
    public static func bezier(startControlPoint: CGPoint, endControlPoint: CGPoint) -> UnitCurve {
        UnitCurve(curve: BezierCurve(p1x: Double(startControlPoint.x), p1y: Double(startControlPoint.y),
                                     p2x: Double(endControlPoint.x), p2y: Double(endControlPoint.y)))
    }
    public static let linear = UnitCurve(curve: .linear)
    public static let easeIn = UnitCurve(curve: .easeIn)
    public static let easeOut = UnitCurve(curve: .easeOut)
    public static let easeInOut = UnitCurve(curve: .easeInOut)
    public func value(at progress: Double) -> Double { curve.value(at: progress) }
}

/// A representation of a spring's motion (iOS 17's `Spring`): duration 0.5 and bounce 0 by
/// default (OpenSwiftUI Spring.swift).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct Spring: Hashable, Sendable {
    let curve: SpringCurve
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { curve = SpringCurve(duration: duration, bounce: bounce) }
    public init(response: Double, dampingRatio: Double) { curve = SpringCurve(response: response, dampingFraction: dampingRatio) }
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        curve = SpringCurve(mass: mass, stiffness: stiffness, damping: damping)
    }
    public var duration: TimeInterval { curve.response }
    public var settlingDuration: TimeInterval { curve.settlingDuration }
    public static var smooth: Spring { Spring() }
    public static var snappy: Spring { Spring(duration: 0.5, bounce: 0.15) }
    public static var bouncy: Spring { Spring(duration: 0.5, bounce: 0.3) }
}

extension Animation {
    /// An animation with a `Spring`'s motion (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(.spring(spring.curve), name: "spring(Spring(duration: \(number(spring.duration))))")
    }

    /// A timing curve over a duration (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(.bezier(curve.curve, duration: duration), name: "timingCurve(duration: \(number(duration)))")
    }
}

// MARK: - Keyframes

/// One segment of a track: to a value, over a duration, along a shape.
struct KeyframeSegment<Value> {
    enum Shape {
        case linear(BezierCurve)
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

/// Content of a keyframe track (iOS 17's `KeyframeTrackContent`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
}

protocol SegmentProvider {
    var anySegments: [Any] { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentProvider {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, shape: .linear(timingCurve.curve))
    }
    var anySegments: [Any] { [segment] }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentProvider {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration ?? spring.settlingDuration, shape: .spring(spring.curve))
    }
    var anySegments: [Any] { [segment] }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentProvider {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(to: to, duration: duration, shape: .cubic)
    }
    var anySegments: [Any] { [segment] }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, SegmentProvider {
    let segment: KeyframeSegment<Value>
    public init(_ to: Value) { segment = KeyframeSegment(to: to, duration: 0, shape: .move) }
    var anySegments: [Any] { [segment] }
}

/// Several keyframes in a row.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, SegmentProvider {
    let items: [Any]
    var anySegments: [Any] { items }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> KeyframeSequence<Value> where K.Value == Value {
        KeyframeSequence(items: (keyframe as? SegmentProvider)?.anySegments ?? [])
    }
    public static func buildBlock(_ parts: KeyframeSequence<Value>...) -> KeyframeSequence<Value> {
        KeyframeSequence(items: parts.flatMap(\.items))
    }
    public static func buildArray(_ parts: [KeyframeSequence<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(items: parts.flatMap(\.items))
    }
    public static func buildOptional(_ part: KeyframeSequence<Value>?) -> KeyframeSequence<Value> { part ?? KeyframeSequence(items: []) }
    public static func buildEither(first: KeyframeSequence<Value>) -> KeyframeSequence<Value> { first }
    public static func buildEither(second: KeyframeSequence<Value>) -> KeyframeSequence<Value> { second }
}

/// A type that defines changes to a value over time (iOS 17's `Keyframes`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public protocol Keyframes<Value> {
    associatedtype Value
}

/// A track of one property (`\.scale`) of the animated value, or of the whole value.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
    let apply: (inout Root, Double, Root) -> Void
    let duration: Double

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> KeyframeSequence<Value>) {
        let segments = content().items.compactMap { $0 as? KeyframeSegment<Value> }
        duration = segments.reduce(0) { $0 + $1.duration }
        apply = { root, time, start in root[keyPath: keyPath] = KeyframeMath.value(of: segments, from: start[keyPath: keyPath], at: time) }
    }

    public init(@KeyframeTrackContentBuilder<Root> content: () -> KeyframeSequence<Root>) where Root == Value {
        let segments = content().items.compactMap { $0 as? KeyframeSegment<Value> }
        duration = segments.reduce(0) { $0 + $1.duration }
        apply = { root, time, start in root = KeyframeMath.value(of: segments, from: start, at: time) }
    }
}

/// Several tracks, run side by side.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct KeyframeTracks<Root>: Keyframes {
    public typealias Value = Root
    let tracks: [(apply: (inout Root, Double, Root) -> Void, duration: Double)]
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<V: Animatable>(_ track: KeyframeTrack<Value, V>) -> KeyframeTracks<Value> {
        KeyframeTracks(tracks: [(track.apply, track.duration)])
    }
    public static func buildBlock(_ parts: KeyframeTracks<Value>...) -> KeyframeTracks<Value> {
        KeyframeTracks(tracks: parts.flatMap(\.tracks))
    }
    public static func buildOptional(_ part: KeyframeTracks<Value>?) -> KeyframeTracks<Value> { part ?? KeyframeTracks(tracks: []) }
    public static func buildEither(first: KeyframeTracks<Value>) -> KeyframeTracks<Value> { first }
    public static func buildEither(second: KeyframeTracks<Value>) -> KeyframeTracks<Value> { second }
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
    let tracks: KeyframeTracks<Value>

    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        tracks = content()
    }

    public var duration: TimeInterval { tracks.tracks.map(\.duration).max() ?? 0 }

    public func value(time: Double) -> Value {
        var value = initialValue
        for track in tracks.tracks { track.apply(&value, time, initialValue) }
        return value
    }

    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// A container that animates its content with keyframes (iOS 17's `KeyframeAnimator`). Its
/// content is built again every frame while the keyframes play (60 a second on the run's clock:
/// no source for the display's rate), with the value at that time, as SwiftUI calls it each frame;
/// without a trigger it plays from the start and repeats (by default); with one, it plays once
/// each time the trigger changes.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct KeyframeAnimator<Value, Content: View>: View {
    public typealias Body = Never
    let initialValue: Value
    let trigger: Any?
    let hasTrigger: Bool
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframeTracks<Value>

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        trigger = nil
        hasTrigger = false
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) {
        self.initialValue = initialValue
        self.trigger = trigger
        hasTrigger = true
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }
}

/// A keyframe animator's run, kept by its node.
final class KeyframeRun {
    var start: Double?
    var trigger: Any?
    var started = false
    var token: SimulatedClock.Token?
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension KeyframeAnimator: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let run = context.node.storage["keyframes"] as? KeyframeRun ?? KeyframeRun()
        context.node.storage["keyframes"] = run
        if !run.started {
            run.started = true
            run.trigger = trigger
            if !hasTrigger { run.start = ModelClock.current.seconds }
        } else if hasTrigger, !equalValues(run.trigger, trigger) {
            run.trigger = trigger
            run.start = ModelClock.current.seconds
        }
        var value = initialValue
        if let start = run.start {
            let timeline = KeyframeTimeline(initialValue: initialValue, tracks: keyframes(initialValue))
            var elapsed = ModelClock.current.seconds - start
            let duration = timeline.duration
            if repeating, duration > 0 { elapsed = elapsed.truncatingRemainder(dividingBy: duration) }
            if elapsed < duration || repeating {
                value = timeline.value(time: elapsed)
                scheduleFrame(context.node, run)
            } else {
                // Played to the end: it rests at its last value... and a triggered one returns
                // to its initial value for the next trigger (Apple: the value is the initial
                // value when the animation is not running).
                run.start = nil
            }
        }
        return [ChildView(identity: .index(0), view: content(value))]
    }

    private func scheduleFrame(_ node: ViewNode, _ run: KeyframeRun) {
        if let token = run.token { ModelClock.current.cancel(token) }
        run.token = ModelClock.current.schedule(after: .seconds(1.0 / 60)) { [weak node] in
            ModelClock.onMain {
                guard let node, node.graph != nil else { return }
                node.invalidate()
            }
        }
    }

    func didBuild(_ node: ViewNode) { node.isInvalidated = false }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension KeyframeTimeline {
    init(initialValue: Value, tracks: KeyframeTracks<Value>) {
        self.initialValue = initialValue
        self.tracks = tracks
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        let view = self
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(PlaceholderContentView(content: view), $0) },
                                keyframes: keyframes)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframeTracks<Value>) -> some View {
        let view = self
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(PlaceholderContentView(content: view), $0) },
                                keyframes: keyframes)
    }
}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension Double: Animatable {}
extension CGFloat: Animatable {}
extension Float: Animatable {}
