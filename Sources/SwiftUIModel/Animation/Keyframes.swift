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

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension KeyframeTimeline {
    init(initialValue: Value, tracks: KeyframeTracks<Value>) {
        self.initialValue = initialValue
        self.tracks = tracks
    }
}
