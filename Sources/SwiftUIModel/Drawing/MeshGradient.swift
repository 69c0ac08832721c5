import Foundation

/// A two-dimensional gradient over a grid of points (iOS 18's `MeshGradient`). The model keeps what
/// it is made of (its grid, locations, colours, background, smoothing and colour space, read back
/// as given), and draws it as one named style, `meshGradient(<width>x<height>)`.
///
/// Not modelled: the colours between the points. Apple does not document how it interpolates the
/// mesh (bicubic smoothing, `smoothsColors`); no source was found, so each initialiser reports that
/// the picture does not interpolate them.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct MeshGradient: ShapeStyle, Equatable, Sendable, NamedStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var width: Int
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var height: Int
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var locations: MeshGradient.Locations
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var colors: MeshGradient.Colors
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var background: Color
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var smoothsColors: Bool
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var colorSpace: Gradient.ColorSpace

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Resolved = Never

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(width: Int, height: Int, locations: MeshGradient.Locations, colors: MeshGradient.Colors, background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
        MeshGradient.reportInterpolation("MeshGradient.init(width:height:locations:colors:background:smoothsColors:colorSpace:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(stored: width, height, .points(points), .colors(colors), background, smoothsColors, colorSpace)
        MeshGradient.reportInterpolation("MeshGradient.init(width:height:points:colors:background:smoothsColors:colorSpace:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(stored: width, height, .points(points), .resolvedColors(resolvedColors), background, smoothsColors, colorSpace)
        MeshGradient.reportInterpolation("MeshGradient.init(width:height:points:resolvedColors:background:smoothsColors:colorSpace:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(stored: width, height, .bezierPoints(bezierPoints), .colors(colors), background, smoothsColors, colorSpace)
        MeshGradient.reportInterpolation("MeshGradient.init(width:height:bezierPoints:colors:background:smoothsColors:colorSpace:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(width: Int, height: Int, bezierPoints: [MeshGradient.BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(stored: width, height, .bezierPoints(bezierPoints), .resolvedColors(resolvedColors), background, smoothsColors, colorSpace)
        MeshGradient.reportInterpolation("MeshGradient.init(width:height:bezierPoints:resolvedColors:background:smoothsColors:colorSpace:)")
    }

    /// The stored form every public initialiser makes (not public: not Apple's).
    private init(stored width: Int, _ height: Int, _ locations: Locations, _ colors: Colors, _ background: Color,
                 _ smoothsColors: Bool, _ colorSpace: Gradient.ColorSpace) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    private static func reportInterpolation(_ api: String) {
        ModelProblems.notModelled(api, "drawn as one style, meshGradient(<width>x<height>): the colours between its points are not interpolated")
    }

    var styleName: String { "meshGradient(\(width)x\(height))" }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension MeshGradient {
    /// A point of the mesh with the control points of the Bézier curves that leave it.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public struct BezierPoint: Equatable, Sendable {
        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public var position: SIMD2<Float>
        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public var leadingControlPoint: SIMD2<Float>
        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public var topControlPoint: SIMD2<Float>
        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public var trailingControlPoint: SIMD2<Float>
        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public var bottomControlPoint: SIMD2<Float>

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the mesh's points are: plain points or Bézier points.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([MeshGradient.BezierPoint])
    }

    /// The colours of the mesh's points, as colours or already resolved.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public enum Colors: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }
}

/// A mesh gradient shown as a view is its style filling a rectangle, as Apple's `Body` says.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension MeshGradient: View {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = _ShapeView<Rectangle, MeshGradient>
}
