import Foundation

/// iOS 26's corner styles: a corner is either a fixed radius or "concentric", a radius that
/// follows the shape of the container around it (its container shape, minus the distance to it).
///
/// The model has no container shapes, so a concentric corner cannot be resolved: where one is
/// drawn it reports itself and takes its minimum, if it has one, else no rounding. A shape with
/// fixed corners is a rounded rectangle with those radii, which the model draws.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Edge.Corner {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public struct Style: Sendable, Hashable, Equatable, Animatable {
        indirect enum Kind: Hashable, Sendable {
            case fixed(CGFloat)
            case concentric(minimum: Style?)
        }
        let kind: Kind

        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style { Style(kind: .fixed(radius)) }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static var concentric: Edge.Corner.Style { Style(kind: .concentric(minimum: nil)) }
        @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
        public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style { Style(kind: .concentric(minimum: minimum)) }

        /// The radius the model draws: a fixed one, or a concentric corner's minimum (reported).
        func drawnRadius(in shape: String) -> CGFloat {
            switch kind {
            case .fixed(let radius): return radius
            case .concentric(let minimum):
                ModelProblems.notModelled("\(shape) with concentric corners", "the model has no container shape: the corner is drawn with its minimum radius, or square")
                return minimum?.drawnRadius(in: shape) ?? 0
            }
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Edge.Corner.Style: ExpressibleByFloatLiteral {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias FloatLiteralType = Float
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(floatLiteral value: Edge.Corner.Style.FloatLiteralType) { self = .fixed(CGFloat(value)) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Edge.Corner.Style: ExpressibleByIntegerLiteral {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias IntegerLiteralType = Int
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(integerLiteral value: Edge.Corner.Style.IntegerLiteralType) { self = .fixed(CGFloat(value)) }
}

/// The four corners of a rounded rectangular shape, each with its style.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct RoundedRectangularShapeCorners: Sendable, Hashable, Animatable {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var topLeading: Edge.Corner.Style
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var bottomLeading: Edge.Corner.Style
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var topTrailing: Edge.Corner.Style
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var bottomTrailing: Edge.Corner.Style

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0, bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(all: Edge.Corner.Style) {
        self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners { RoundedRectangularShapeCorners(all: .fixed(radius)) }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static var concentric: RoundedRectangularShapeCorners { RoundedRectangularShapeCorners(all: .concentric) }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> RoundedRectangularShapeCorners {
        RoundedRectangularShapeCorners(all: .concentric(minimum: minimum))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public subscript(corner: Edge.Corner) -> Edge.Corner.Style {
        switch corner {
        case .topLeading: topLeading
        case .topTrailing: topTrailing
        case .bottomLeading: bottomLeading
        case .bottomTrailing: bottomTrailing
        }
    }

    /// The radii the model draws (`Edge.Corner.Style.drawnRadius`).
    func drawnRadii(in shape: String) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: topLeading.drawnRadius(in: shape), bottomLeading: bottomLeading.drawnRadius(in: shape),
                             bottomTrailing: bottomTrailing.drawnRadius(in: shape), topTrailing: topTrailing.drawnRadius(in: shape))
    }
}

/// A rectangle whose corners are each fixed or concentric with its container's.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct ConcentricRectangle: Shape, Animatable {
    var corners: RoundedRectangularShapeCorners

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init() { corners = .concentric }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        // `isUniform` makes concentric corners take one radius; fixed ones have one already.
        self.corners = RoundedRectangularShapeCorners(all: corners)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        corners = RoundedRectangularShapeCorners(topLeading: topLeadingCorner, topTrailing: topTrailingCorner, bottomLeading: bottomLeadingCorner, bottomTrailing: bottomTrailingCorner)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners, bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners, bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: uniformTrailingCorners)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner, bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: topTrailingCorner, bottomLeadingCorner: uniformLeadingCorners, bottomTrailingCorner: bottomTrailingCorner)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: uniformTrailingCorners, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: uniformTrailingCorners)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addCorners(in: rect, radii: corners.drawnRadii(in: "ConcentricRectangle"), heightScale: 1, transform: .identity)
        return path
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Shape where Self == ConcentricRectangle {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self { .init(corners: corners, isUniform: isUniform) }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func rect(topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style) -> Self {
        .init(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> Self {
        .init(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style) -> Self {
        .init(uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func rect(uniformTopCorners: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style) -> Self {
        .init(uniformTopCorners: uniformTopCorners, bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func rect(uniformBottomCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style) -> Self {
        .init(uniformBottomCorners: uniformBottomCorners, topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, topTrailingCorner: Edge.Corner.Style, bottomTrailingCorner: Edge.Corner.Style) -> Self {
        .init(uniformLeadingCorners: uniformLeadingCorners, topTrailingCorner: topTrailingCorner, bottomTrailingCorner: bottomTrailingCorner)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func rect(uniformTrailingCorners: Edge.Corner.Style, topLeadingCorner: Edge.Corner.Style, bottomLeadingCorner: Edge.Corner.Style) -> Self {
        .init(uniformTrailingCorners: uniformTrailingCorners, topLeadingCorner: topLeadingCorner, bottomLeadingCorner: bottomLeadingCorner)
    }
}

/// A shape whose outline is a rectangle with rounded corners, which can tell its corners.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public protocol RoundedRectangularShape: InsettableShape {
    typealias Corners = RoundedRectangularShapeCorners
    func corners(in size: CGSize?) -> Self.Corners?
}

/// The corners of the model's rounded rectangular shapes, as their paths draw them: a circle's
/// and a capsule's radius is half the shorter side, so it is known only with a size.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Rectangle: RoundedRectangularShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func corners(in size: CGSize?) -> Rectangle.Corners? { .fixed(0) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension RoundedRectangle: RoundedRectangularShape {
    /// Nil where the corners are elliptical (a corner size that is not square): no corner style
    /// stands for them.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func corners(in size: CGSize?) -> RoundedRectangle.Corners? {
        cornerSize.width == cornerSize.height ? .fixed(cornerSize.width) : nil
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension UnevenRoundedRectangle: RoundedRectangularShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func corners(in size: CGSize?) -> UnevenRoundedRectangle.Corners? {
        RoundedRectangularShapeCorners(topLeading: .fixed(cornerRadii.topLeading), topTrailing: .fixed(cornerRadii.topTrailing),
                                       bottomLeading: .fixed(cornerRadii.bottomLeading), bottomTrailing: .fixed(cornerRadii.bottomTrailing))
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Circle: RoundedRectangularShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func corners(in size: CGSize?) -> Circle.Corners? { size.map { .fixed(min($0.width, $0.height) / 2) } }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Capsule: RoundedRectangularShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func corners(in size: CGSize?) -> Capsule.Corners? { size.map { .fixed(min($0.width, $0.height) / 2) } }
}
