import Foundation

// What animates in iOS 26's corner styles. Apple's `AnimatableData` types are opaque (their
// stored properties are not public); the model's hold the one number a corner has: a fixed
// corner's radius, or a concentric corner's minimum radius (the radius the model draws for it,
// `Edge.Corner.Style.drawnRadius`). A concentric corner without a minimum has no number and
// keeps its style. No source says more of Apple's data; this is the model's reading.

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Edge.Corner.Style {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct AnimatableData: VectorArithmetic, Sendable {
        var radius: CGFloat

        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static var zero: Edge.Corner.Style.AnimatableData { AnimatableData(radius: 0) }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func + (lhs: Edge.Corner.Style.AnimatableData, rhs: Edge.Corner.Style.AnimatableData) -> Edge.Corner.Style.AnimatableData {
            AnimatableData(radius: lhs.radius + rhs.radius)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func - (lhs: Edge.Corner.Style.AnimatableData, rhs: Edge.Corner.Style.AnimatableData) -> Edge.Corner.Style.AnimatableData {
            AnimatableData(radius: lhs.radius - rhs.radius)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func == (a: Edge.Corner.Style.AnimatableData, b: Edge.Corner.Style.AnimatableData) -> Bool { a.radius == b.radius }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public mutating func scale(by rhs: Double) { radius *= CGFloat(rhs) }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public var magnitudeSquared: Double { Double(radius * radius) }
    }

    /// A fixed corner's radius, or a concentric corner's minimum radius.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var animatableData: Edge.Corner.Style.AnimatableData {
        get {
            switch kind {
            case .fixed(let radius): AnimatableData(radius: radius)
            case .concentric(let minimum): minimum?.animatableData ?? .zero
            }
        }
        set {
            switch kind {
            case .fixed: self = .fixed(newValue.radius)
            case .concentric(let minimum?):
                var minimum = minimum
                minimum.animatableData = newValue
                self = .concentric(minimum: minimum)
            case .concentric(nil): break
            }
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension RoundedRectangularShapeCorners {
    /// The four corners' data.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct AnimatableData: Equatable, VectorArithmetic, Sendable {
        var topLeading: Edge.Corner.Style.AnimatableData
        var topTrailing: Edge.Corner.Style.AnimatableData
        var bottomLeading: Edge.Corner.Style.AnimatableData
        var bottomTrailing: Edge.Corner.Style.AnimatableData

        private static func combine(_ lhs: AnimatableData, _ rhs: AnimatableData,
                                    _ operation: (Edge.Corner.Style.AnimatableData, Edge.Corner.Style.AnimatableData) -> Edge.Corner.Style.AnimatableData) -> AnimatableData {
            AnimatableData(topLeading: operation(lhs.topLeading, rhs.topLeading), topTrailing: operation(lhs.topTrailing, rhs.topTrailing),
                           bottomLeading: operation(lhs.bottomLeading, rhs.bottomLeading), bottomTrailing: operation(lhs.bottomTrailing, rhs.bottomTrailing))
        }

        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static var zero: RoundedRectangularShapeCorners.AnimatableData {
            AnimatableData(topLeading: .zero, topTrailing: .zero, bottomLeading: .zero, bottomTrailing: .zero)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func + (lhs: RoundedRectangularShapeCorners.AnimatableData, rhs: RoundedRectangularShapeCorners.AnimatableData) -> RoundedRectangularShapeCorners.AnimatableData {
            combine(lhs, rhs, +)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func - (lhs: RoundedRectangularShapeCorners.AnimatableData, rhs: RoundedRectangularShapeCorners.AnimatableData) -> RoundedRectangularShapeCorners.AnimatableData {
            combine(lhs, rhs, -)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func == (a: RoundedRectangularShapeCorners.AnimatableData, b: RoundedRectangularShapeCorners.AnimatableData) -> Bool {
            a.topLeading == b.topLeading && a.topTrailing == b.topTrailing && a.bottomLeading == b.bottomLeading && a.bottomTrailing == b.bottomTrailing
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public mutating func scale(by rhs: Double) {
            topLeading.scale(by: rhs)
            topTrailing.scale(by: rhs)
            bottomLeading.scale(by: rhs)
            bottomTrailing.scale(by: rhs)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public var magnitudeSquared: Double {
            topLeading.magnitudeSquared + topTrailing.magnitudeSquared + bottomLeading.magnitudeSquared + bottomTrailing.magnitudeSquared
        }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var animatableData: RoundedRectangularShapeCorners.AnimatableData {
        get {
            AnimatableData(topLeading: topLeading.animatableData, topTrailing: topTrailing.animatableData,
                           bottomLeading: bottomLeading.animatableData, bottomTrailing: bottomTrailing.animatableData)
        }
        set {
            topLeading.animatableData = newValue.topLeading
            topTrailing.animatableData = newValue.topTrailing
            bottomLeading.animatableData = newValue.bottomLeading
            bottomTrailing.animatableData = newValue.bottomTrailing
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension ConcentricRectangle {
    /// Its corners' data.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct AnimatableData: Equatable, VectorArithmetic, Sendable {
        var corners: RoundedRectangularShapeCorners.AnimatableData

        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static var zero: ConcentricRectangle.AnimatableData { AnimatableData(corners: .zero) }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func + (lhs: ConcentricRectangle.AnimatableData, rhs: ConcentricRectangle.AnimatableData) -> ConcentricRectangle.AnimatableData {
            AnimatableData(corners: lhs.corners + rhs.corners)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func - (lhs: ConcentricRectangle.AnimatableData, rhs: ConcentricRectangle.AnimatableData) -> ConcentricRectangle.AnimatableData {
            AnimatableData(corners: lhs.corners - rhs.corners)
        }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func == (a: ConcentricRectangle.AnimatableData, b: ConcentricRectangle.AnimatableData) -> Bool { a.corners == b.corners }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public mutating func scale(by rhs: Double) { corners.scale(by: rhs) }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public var magnitudeSquared: Double { corners.magnitudeSquared }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var animatableData: ConcentricRectangle.AnimatableData {
        get { AnimatableData(corners: corners.animatableData) }
        set { corners.animatableData = newValue.corners }
    }
}
