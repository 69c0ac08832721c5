import CourseCheckProtocol
import Foundation

// Gradients as shape styles. Each is reported by a name that spells its colours and geometry
// (`linearGradient(red,blue;top>bottom)`), and carries a `GradientPaint` for the picture.

/// A list of colours at locations along a gradient (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    /// Whether the stops were given with locations (the report then writes them).
    var hasExplicitLocations = true
    public init(stops: [Stop]) { self.stops = stops }
    /// "The gradient synthesizes its location values to evenly space the colors along the
    /// gradient" (Apple's `Gradient.init(colors:)`).
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count == 1 ? 0 : CGFloat($0.offset) / CGFloat(last)) }
        hasExplicitLocations = false
    }

    /// `red,blue` or, with locations given, `red@0,blue@0.8`.
    var reportName: String {
        stops.map { hasExplicitLocations ? "\($0.color.styleName)@\(ReportNumber.format(Double($0.location)))" : $0.color.styleName }
            .joined(separator: ",")
    }
    var paintStops: [GradientPaint.Stop] { stops.map { GradientPaint.Stop(color: $0.color.styleName, location: Double($0.location)) } }
}

/// A gradient as the picture draws it: plain values, in unit coordinates of the filled frame.
struct GradientPaint: Equatable {
    enum Kind: String { case linear, radial, angular, elliptical }
    struct Stop: Equatable {
        var color: String
        var location: Double
    }
    var kind: Kind
    var stops: [Stop]
    var start = UnitPoint.top, end = UnitPoint.bottom, center = UnitPoint.center
    /// Radial: points; elliptical: fractions of the frame's size.
    var startRadius: Double = 0, endRadius: Double = 0
    /// Angular: degrees.
    var startAngle: Double = 0, endAngle: Double = 0

    func screenGradient(in frame: CGRect) -> ScreenGradient {
        func point(_ unit: UnitPoint) -> [Double] {
            let p = unit.point(in: frame)
            return [Double(p.x), Double(p.y)]
        }
        return ScreenGradient(kind: kind.rawValue, stops: stops.map { ScreenGradient.Stop(color: $0.color, location: $0.location) },
                              start: point(start), end: point(end), center: point(center),
                              startRadius: kind == .elliptical ? startRadius * Double(frame.width) : startRadius,
                              endRadius: kind == .elliptical ? endRadius * Double(frame.width) : endRadius,
                              startAngle: startAngle, endAngle: endAngle,
                              aspect: kind == .elliptical && frame.width > 0 && frame.height > 0 ? Double(frame.height / frame.width) : 1)
    }
}

/// A style that is a gradient: what the picture needs to draw it.
protocol GradientStyle {
    var gradientPaint: GradientPaint { get }
}

public struct LinearGradient: ShapeStyle, View, NamedStyle, GradientStyle {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    var styleName: String { "linearGradient(\(gradient.reportName);\(startPoint.reportName)>\(endPoint.reportName))" }
    var gradientPaint: GradientPaint { GradientPaint(kind: .linear, stops: gradient.paintStops, start: startPoint, end: endPoint) }
    public typealias Body = Never
}

public struct RadialGradient: ShapeStyle, View, NamedStyle, GradientStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    var styleName: String {
        "radialGradient(\(gradient.reportName);\(center.reportName);\(ReportNumber.format(Double(startRadius)))>\(ReportNumber.format(Double(endRadius))))"
    }
    var gradientPaint: GradientPaint {
        GradientPaint(kind: .radial, stops: gradient.paintStops, center: center, startRadius: Double(startRadius), endRadius: Double(endRadius))
    }
    public typealias Body = Never
}

/// An angular (conic) gradient: colours change with the angle around the centre, from
/// `startAngle` to `endAngle`; `angle:` forms wrap a whole turn from `angle` (Apple's
/// `AngularGradient.init(gradient:center:angle:)`: "a conic gradient that completely wraps around
/// a center").
public struct AngularGradient: ShapeStyle, View, NamedStyle, GradientStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
    var styleName: String { "angularGradient(\(gradient.reportName);\(center.reportName);\(startAngle.reportDegrees)>\(endAngle.reportDegrees))" }
    var gradientPaint: GradientPaint {
        GradientPaint(kind: .angular, stops: gradient.paintStops, center: center, startAngle: startAngle.degrees, endAngle: endAngle.degrees)
    }
    public typealias Body = Never
}

/// A radial gradient stretched to an ellipse that fits the shape, its radii fractions of the
/// frame (Apple's `EllipticalGradient`, defaults: centre, 0 and 0.5).
public struct EllipticalGradient: ShapeStyle, View, NamedStyle, GradientStyle {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    var styleName: String {
        "ellipticalGradient(\(gradient.reportName);\(center.reportName);\(ReportNumber.format(Double(startRadiusFraction)))>\(ReportNumber.format(Double(endRadiusFraction))))"
    }
    var gradientPaint: GradientPaint {
        GradientPaint(kind: .elliptical, stops: gradient.paintStops, center: center,
                      startRadius: Double(startRadiusFraction), endRadius: Double(endRadiusFraction))
    }
    public typealias Body = Never
}

/// A gradient made by the system, as `Color.gradient` gives it (iOS 16's `AnyGradient`): "When
/// used as a ShapeStyle, this gradient draws a linear gradient with start-point [0.5, 0] and
/// end-point [0.5, 1]" (Apple's `AnyGradient`). Which colours the system derives from the colour
/// is not published: the model draws the colour itself at both ends (no source).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AnyGradient: ShapeStyle, Hashable, NamedStyle, GradientStyle {
    let gradient: Gradient
    let derivedFrom: Color?
    public init(_ gradient: Gradient) {
        self.gradient = gradient
        derivedFrom = nil
    }
    init(deriving color: Color) {
        gradient = Gradient(colors: [color, color])
        derivedFrom = color
    }
    var styleName: String { derivedFrom.map { "\($0.styleName).gradient" } ?? "gradient(\(gradient.reportName))" }
    var gradientPaint: GradientPaint { GradientPaint(kind: .linear, stops: gradient.paintStops, start: .top, end: .bottom) }
}

extension Color {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var gradient: AnyGradient { AnyGradient(deriving: self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

// iOS 16's gradients of an `AnyGradient` (`Color.gradient`): Apple's inlinable bodies make a gradient
// of the same geometry over the given one (`_AnyLinearGradient`…, SwiftUICore.swiftinterface,
// iPhoneOS26.2.sdk); the model draws its concrete gradient over the same stops.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShapeStyle where Self == LinearGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> some ShapeStyle {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShapeStyle where Self == RadialGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> some ShapeStyle {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShapeStyle where Self == EllipticalGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> some ShapeStyle {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ShapeStyle where Self == AngularGradient {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> some ShapeStyle {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn from `angle` (Apple's body: `endAngle: angle + .radians(2 * .pi)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> some ShapeStyle {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: angle, endAngle: angle + .radians(2 * .pi))
    }
}

/// A gradient shown as a view fills the space it is offered, like a colour.
@MainActor
func gradientNode(kind: String, style: any ShapeStyle & NamedStyle & GradientStyle) -> DisplayNode {
    let node = DisplayNode(kind: kind, content: nil, layout: LeafLayout { $0.replacingUnspecifiedDimensions() })
    node.attributes = [(Attribute.Name.fill, style.styleName)]
    var paint = Paint(kind: .fill(style: style.styleName, shape: .rectangle))
    paint.gradient = style.gradientPaint
    node.drawing.paint = paint
    return node
}

extension LinearGradient: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] { [gradientNode(kind: "LinearGradient", style: self)] }
}
extension RadialGradient: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] { [gradientNode(kind: "RadialGradient", style: self)] }
}
extension AngularGradient: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] { [gradientNode(kind: "AngularGradient", style: self)] }
}
extension EllipticalGradient: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] { [gradientNode(kind: "EllipticalGradient", style: self)] }
}
