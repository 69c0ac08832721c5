import Foundation

/// Something that can fill or stroke a shape: a colour, a hierarchical level, a material…
/// (SwiftUI's `ShapeStyle`). The model only needs each style's name for the report and picture.
public protocol ShapeStyle: Sendable {}

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

    init(name: String) { self.name = name }

    /// A colour from the asset catalog.
    public init(_ name: String, bundle: Bundle? = nil) { self.name = "asset:\(name)" }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = String(format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
        opacityValue = opacity
    }
    public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }

    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.opacityValue *= opacity
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
    public static let indigo = Color(name: "indigo")
    public static let teal = Color(name: "teal")
    public static let cyan = Color(name: "cyan")
    public static let mint = Color(name: "mint")
    public static let brown = Color(name: "brown")
    public static let primary = Color(name: "primary")
    public static let secondary = Color(name: "secondary")
    public static let accentColor = Color(name: "accentColor")

    public typealias Body = Never

    /// sRGB values of the named system colours, light appearance (Apple HIG, "Color": system
    /// colours), for the picture of the screen.
    static let systemRGB: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "gray": "#8E8E93", "red": "#FF3B30", "green": "#34C759",
        "blue": "#007AFF", "orange": "#FF9500", "yellow": "#FFCC00", "pink": "#FF2D55", "purple": "#AF52DE",
        "indigo": "#5856D6", "teal": "#30B0C7", "cyan": "#32ADE6", "mint": "#00C7BE", "brown": "#A2845E",
        "primary": "#000000", "secondary": "#3C3C43", "tertiary": "#3C3C43", "quaternary": "#3C3C43",
        "quinary": "#3C3C43", "accentColor": "#007AFF",
    ].merging(UIColor.lightRGB) { own, _ in own }
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
    public static var indigo: Color { Color.indigo }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var mint: Color { Color.mint }
    public static var brown: Color { Color.brown }
}

/// The levels of the current foreground style: `.primary`, `.secondary`… (SwiftUI's
/// `HierarchicalShapeStyle`).
public struct HierarchicalShapeStyle: ShapeStyle, NamedStyle, Hashable {
    let level: String
    var styleName: String { level }
    public static let primary = HierarchicalShapeStyle(level: "primary")
    public static let secondary = HierarchicalShapeStyle(level: "secondary")
    public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
    public static let quinary = HierarchicalShapeStyle(level: "quinary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The style the environment's foreground is drawn in (`foregroundStyle`'s default).
public struct ForegroundStyle: ShapeStyle, NamedStyle, Hashable {
    public init() {}
    var styleName: String { "foreground" }
}

/// A type-erased shape style.
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
        if self != .clear { node.paint = Paint(kind: .fill(style: styleName, shape: .rectangle)) }
        return [node]
    }
}

extension Color: View {}
