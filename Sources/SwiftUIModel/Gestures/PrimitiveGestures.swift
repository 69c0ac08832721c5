import Foundation

/// How far a finger may move and still tap or press: 10 points, `LongPressGesture`'s
/// `maximumDistance` default (Apple's documentation); taps use the same (no source for a tap's
/// own limit).
let touchSlop: CGFloat = 10

private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// A simulated `Date` for a time on the run's clock: the reference date plus the clock's seconds,
/// so that runs are the same every time.
func gestureDate(_ time: Double) -> Date { Date(timeIntervalSinceReferenceDate: time) }

// MARK: - Tap

/// A gesture that recognizes one or more taps (SwiftUI's `TapGesture`; count 1 by default).
public struct TapGesture: Gesture, PrimitiveGesture, NamedGesture {
    public typealias Value = Void
    public typealias Body = Never
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    func makeRecognizer() -> GestureRecognizer { TapRecognizer(count: count) { _ in () } }
    var reportName: String { count == 1 ? "tap" : "tap(count: \(count))" }
}

/// A tap that tells where it happened (iOS 16).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct SpatialTapGesture: Gesture, PrimitiveGesture, NamedGesture {
    public struct Value: Equatable, @unchecked Sendable {
        public var location: CGPoint
    }
    public typealias Body = Never
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    func makeRecognizer() -> GestureRecognizer {
        let space = coordinateSpace
        return TapRecognizer(count: count) { recognizer in
            Value(location: recognizer.convert(recognizer.lastLocation, to: space))
        }
    }
    var reportName: String { count == 1 ? "tap" : "tap(count: \(count))" }
}

final class TapRecognizer: GestureRecognizer {
    let count: Int
    let value: (TapRecognizer) -> Any
    private var taps = 0
    private var start: CGPoint?
    private(set) var lastLocation: CGPoint = .zero

    init(count: Int, value: @escaping (TapRecognizer) -> Any) {
        self.count = max(count, 1)
        self.value = value
    }

    override func recognize(_ event: TouchEvent) -> GesturePhase {
        guard event.locations.count == 1, let location = event.locations.first else { return .failed }
        lastLocation = location
        switch event.phase {
        case .began:
            start = location
            return .possible
        case .moved, .stationary:
            if let start, distance(start, location) > touchSlop { return .failed }
            return .possible
        case .ended:
            if let start, distance(start, location) > touchSlop { return .failed }
            taps += 1
            return taps == count ? .ended(value(self)) : .possible
        }
    }
}

extension GestureRecognizer {
    /// A screen point in a coordinate space: the view's own (`local`) or the screen's.
    func convert(_ point: CGPoint, to space: CoordinateSpace) -> CGPoint {
        switch space {
        case .local: return CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        case .global: return point
        case .named:
            ModelProblems.notModelled("a gesture in a named coordinate space", "its locations are in the global space")
            return point
        }
    }
}

// MARK: - Long press

/// A gesture that succeeds when the user performs a long press (SwiftUI's `LongPressGesture`):
/// minimum duration 0.5 s, maximum distance 10 points by default (Apple's documentation).
/// Its value is true from the touch on; it ends, with true, once the duration has passed.
public struct LongPressGesture: Gesture, PrimitiveGesture, NamedGesture {
    public typealias Value = Bool
    public typealias Body = Never
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    func makeRecognizer() -> GestureRecognizer { LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance) }
    var reportName: String { "longPress" }
}

final class LongPressRecognizer: GestureRecognizer {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var start: (location: CGPoint, time: Double)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    override func recognize(_ event: TouchEvent) -> GesturePhase {
        guard let location = event.locations.first else { return .failed }
        switch event.phase {
        case .began:
            start = (location, event.time)
            return minimumDuration <= 0 ? .ended(true) : .changed(true)
        case .moved, .stationary, .ended:
            guard let start else { return .failed }
            if distance(start.location, location) > maximumDistance { return .failed }
            if event.time - start.time >= minimumDuration - 1e-9 { return .ended(true) }
            return event.phase == .ended ? .failed : .changed(true)
        }
    }
}

// MARK: - Drag

/// A dragging motion (SwiftUI's `DragGesture`): minimum distance 10 points, local coordinate
/// space by default (Apple's documentation of `init(minimumDistance:coordinateSpace:)`).
public struct DragGesture: Gesture, PrimitiveGesture, NamedGesture {
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public typealias Body = Never
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
    func makeRecognizer() -> GestureRecognizer { DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace) }
    var reportName: String { "drag" }
}

final class DragRecognizer: GestureRecognizer {
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    private var start: CGPoint?
    private var previous: (location: CGPoint, time: Double)?
    private var velocity: CGSize = .zero
    private var recognized = false

    init(minimumDistance: CGFloat, space: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.space = space
    }

    /// Where a throw at `velocity` comes to rest: UIKit's projection for a scroll view's normal
    /// deceleration rate, 0.998 per millisecond: distance = v / 1000 × r / (1 − r) = 0.499 v
    /// (WWDC18 "Designing Fluid Interfaces"). SwiftUI's own formula has no public source.
    static let projectionSeconds: CGFloat = 0.998 / (1 - 0.998) / 1000

    override func recognize(_ event: TouchEvent) -> GesturePhase {
        guard let location = event.locations.first else { return .failed }
        if event.phase == .began || start == nil {
            start = location
            previous = (location, event.time)
            return minimumDistance <= 0 ? .changed(value(location, event.time)) : .possible
        }
        if let previous, event.time > previous.time {
            let dt = CGFloat(event.time - previous.time)
            velocity = CGSize(width: (location.x - previous.location.x) / dt, height: (location.y - previous.location.y) / dt)
        }
        previous = (location, event.time)
        if !recognized, let start, distance(start, location) >= minimumDistance { recognized = true }
        if event.phase == .ended { return recognized || minimumDistance <= 0 ? .ended(value(location, event.time)) : .failed }
        return recognized ? .changed(value(location, event.time)) : .possible
    }

    private func value(_ location: CGPoint, _ time: Double) -> DragGesture.Value {
        let here = convert(location, to: space), from = convert(start ?? location, to: space)
        let predicted = CGPoint(x: here.x + velocity.width * Self.projectionSeconds, y: here.y + velocity.height * Self.projectionSeconds)
        return DragGesture.Value(time: gestureDate(time), location: here, startLocation: from, velocity: velocity, predictedEndLocation: predicted)
    }
}

// MARK: - Magnify

/// A magnification motion (iOS 17's `MagnifyGesture`): minimum scale delta 0.01 by default
/// (Apple's documentation of `init(minimumScaleDelta:)`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct MagnifyGesture: Gesture, PrimitiveGesture, NamedGesture {
    public struct Value: Equatable, @unchecked Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startLocation: CGPoint
    }
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    func makeRecognizer() -> GestureRecognizer {
        MagnifyRecognizer(minimumScaleDelta: minimumScaleDelta) { recognizer, time in
            Value(time: gestureDate(time), magnification: recognizer.magnification, velocity: recognizer.velocity,
                  startLocation: recognizer.convert(recognizer.startCenter, to: .local))
        }
    }
    var reportName: String { "magnify" }
}

/// The older magnification gesture, whose value is the magnification.
@available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'MagnifyGesture'")
public struct MagnificationGesture: Gesture, PrimitiveGesture, NamedGesture {
    public typealias Value = CGFloat
    public typealias Body = Never
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    func makeRecognizer() -> GestureRecognizer {
        MagnifyRecognizer(minimumScaleDelta: minimumScaleDelta) { recognizer, _ in recognizer.magnification }
    }
    var reportName: String { "magnify" }
}

final class MagnifyRecognizer: GestureRecognizer {
    let minimumScaleDelta: CGFloat
    let value: (MagnifyRecognizer, Double) -> Any
    private var startSpread: CGFloat?
    private(set) var startCenter: CGPoint = .zero
    private(set) var magnification: CGFloat = 1
    private(set) var velocity: CGFloat = 0
    private var previous: (CGFloat, Double)?
    private var recognized = false

    init(minimumScaleDelta: CGFloat, value: @escaping (MagnifyRecognizer, Double) -> Any) {
        self.minimumScaleDelta = minimumScaleDelta
        self.value = value
    }

    override func recognize(_ event: TouchEvent) -> GesturePhase {
        guard event.locations.count == 2 else { return event.phase == .began ? .possible : (recognized ? .ended(value(self, event.time)) : .failed) }
        let a = event.locations[0], b = event.locations[1]
        let spread = distance(a, b)
        if startSpread == nil {
            startSpread = spread
            startCenter = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            previous = (1, event.time)
            return .possible
        }
        magnification = spread / max(startSpread!, 1e-9)
        if let (last, time) = previous, event.time > time { velocity = (magnification - last) / CGFloat(event.time - time) }
        previous = (magnification, event.time)
        if !recognized, abs(magnification - 1) >= minimumScaleDelta { recognized = true }
        if event.phase == .ended { return recognized ? .ended(value(self, event.time)) : .failed }
        return recognized ? .changed(value(self, event.time)) : .possible
    }
}
