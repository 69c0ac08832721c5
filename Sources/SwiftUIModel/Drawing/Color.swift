import Foundation

/// Something that can fill or stroke a shape: a colour, a hierarchical level, a material…
/// (SwiftUI's `ShapeStyle`). The model only needs each style's name for the report and picture.
/// iOS 17's requirements: a style resolves to a concrete `Resolved` style in an environment
/// (`Never` for the styles SwiftUI resolves itself); a course's own style draws as what it
/// resolves to (`resolvedStyle(_:in:)`). Their availability is not written: the model calls them.
public protocol ShapeStyle: Sendable {
    associatedtype Resolved: ShapeStyle = Never
    func resolve(in environment: EnvironmentValues) -> Resolved
}

/// A style the model can name, for the report: `red`, `secondary`, `#336699`.
protocol NamedStyle {
    var styleName: String { get }
}

func styleName(_ style: any ShapeStyle) -> String {
    (style as? NamedStyle)?.styleName ?? String(describing: type(of: style))
}

/// A colour. It is a view that takes all the space it is offered (a nil axis becomes 10 points,
/// docs/FACTS.md), and a shape style.
public struct Color: Hashable, Sendable, ShapeStyle, NamedStyle {
    let name: String
    var opacityValue: Double = 1
    /// The components of a colour made from numbers; nil for a system or asset colour, which is
    /// resolved from its name (`ColorResolution.swift`).
    var components: ColorComponents?
    /// The factors `opacity(_:)` applied, the first applied first: SwiftUI keeps each (a colour's
    /// description names them, `50% 30% red`), and multiplies them into the resolved opacity.
    var appliedOpacities: [Double] = []
    /// A UIKit colour's own alpha, which its name does not carry.
    var baseOpacity: Double = 1
    /// The initialiser that made it from another framework's colour (`Color(uiColor:)`,
    /// `Color(cgColor:)`), whose description the model does not reproduce.
    var madeFrom: String?
    /// Made from Display P3 components.
    var madeInDisplayP3 = false

    init(name: String) { self.name = name }

    init(components: ColorComponents, name: String? = nil) {
        self.name = name ?? components.reportName
        opacityValue = Double(components.opacity)
        self.components = components
    }

    /// A colour from the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = "asset:\(name)" }
    /// The colour spaces a colour's components can be given in (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour from components in a colour space, kept as SwiftUI keeps them (linear sRGB in
    /// `Float`, `ColorComponents`); the report names it by its sRGB bytes, `#RRGGBB` (clamped to
    /// 0...1 for the name: Apple's allow extended values, which the model does not draw). sRGB
    /// components are named from the numbers given, before the `Float` round trip.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ value: Double) -> Int { Int((max(0, min(1, value)) * 255).rounded()) }
        let components = ColorComponents(colorSpace: colorSpace, red: Float(red), green: Float(green),
                                         blue: Float(blue), opacity: Float(opacity))
        self.init(components: components,
                  name: colorSpace == .sRGB ? String(format: "#%02X%02X%02X", byte(red), byte(green), byte(blue)) : nil)
        opacityValue = opacity
        madeInDisplayP3 = colorSpace == .displayP3
    }
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, each 0...1, converted to sRGB by the HSB
    /// (HSV) formula (Apple's `init(hue:saturation:brightness:opacity:)`; the conversion is
    /// Smith's, "Color Gamut Transform Pairs", SIGGRAPH 1978).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = max(0, min(1, saturation)), v = max(0, min(1, brightness))
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacityValue *= opacity
        copy.appliedOpacities.append(opacity)
        return copy
    }

    var styleName: String { opacityValue == 1 ? name : "\(name) \(Int((opacityValue * 100).rounded()))%" }

    public static let clear = Color(name: "clear")
    public static let black = Color(name: "black")
    public static let white = Color(name: "white")
    public static let gray = Color(name: "gray")
    public static let red = Color(name: "red")
    public static let green = Color(name: "green")
    public static let blue = Color(name: "blue")
    public static let orange = Color(name: "orange")
    public static let yellow = Color(name: "yellow")
    public static let pink = Color(name: "pink")
    public static let purple = Color(name: "purple")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let indigo = Color(name: "indigo")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let teal = Color(name: "teal")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let cyan = Color(name: "cyan")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let mint = Color(name: "mint")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let brown = Color(name: "brown")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")

    public typealias Body = Never
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var indigo: Color { Color.indigo }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var teal: Color { Color.teal }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var cyan: Color { Color.cyan }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var mint: Color { Color.mint }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var brown: Color { Color.brown }
}

/// The levels of the current foreground style: `.primary`, `.secondary`… (SwiftUI's
/// `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle, NamedStyle, Hashable {
    let level: String
    var styleName: String { level }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let primary = HierarchicalShapeStyle(level: "primary")
    public static let secondary = HierarchicalShapeStyle(level: "secondary")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let quinary = HierarchicalShapeStyle(level: "quinary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The style the environment's foreground is drawn in (`foregroundStyle`'s default).
public struct ForegroundStyle: ShapeStyle, NamedStyle, Hashable {
    public init() {}
    var styleName: String { "foreground" }
}

/// A type-erased shape style.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct AnyShapeStyle: ShapeStyle, NamedStyle {
    let name: String
    public init<S: ShapeStyle>(_ style: S) { name = SwiftUIModel.styleName(style) }
    var styleName: String { name }
}

extension Color: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let node = DisplayNode(kind: "Color", content: styleName, layout: LeafLayout { proposal in
            proposal.replacingUnspecifiedDimensions()
        })
        if self != .clear { node.drawing.paint = Paint(kind: .fill(style: styleName, shape: .rectangle)) }
        return [node]
    }
}

extension Color: View {}
