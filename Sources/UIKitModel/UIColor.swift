import CourseCheckProtocol
import Foundation

/// An object that stores color data (Apple's UIColor). A colour is a name the SwiftUI model
/// knows (`Color(uiColor:)` keeps it: `UIColor.systemBlue` is SwiftUI's `.blue`) or sRGB
/// components.
open class UIColor: Hashable, @unchecked Sendable {
    /// The name the SwiftUI model reports (`blue`, `systemBackground`, `#336699`).
    public let _name: String
    public let _alpha: CGFloat

    public init(_name: String, alpha: CGFloat = 1) {
        self._name = _name
        _alpha = alpha
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_name: String(format: "#%02X%02X%02X", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded())), alpha: alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = Double(hue) * 6, s = Double(saturation), v = Double(brightness)
        let i = floor(h).truncatingRemainder(dividingBy: 6), f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][Int(i)]
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }
    /// A colour from the app's asset catalog.
    public convenience init?(named name: String) { self.init(_name: "asset:\(name)") }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(_name: _name, alpha: alpha) }
    open var cgColor: CGColor {
        let value = _name.hasPrefix("#") ? SystemColors.Value(_name) : SystemColors.light[_name]
        let rgb = value.map { (CGFloat($0.red) / 255, CGFloat($0.green) / 255, CGFloat($0.blue) / 255) } ?? (0, 0, 0)
        return CGColor(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: _alpha * CGFloat(value?.opacity ?? 1))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs._name == rhs._name && lhs._alpha == rhs._alpha }
    public func hash(into hasher: inout Hasher) { hasher.combine(_name); hasher.combine(_alpha) }

    // The system colours: SwiftUI's colour of the same name where there is one.
    open class var systemRed: UIColor { UIColor(_name: "red") }
    open class var systemGreen: UIColor { UIColor(_name: "green") }
    open class var systemBlue: UIColor { UIColor(_name: "blue") }
    open class var systemOrange: UIColor { UIColor(_name: "orange") }
    open class var systemYellow: UIColor { UIColor(_name: "yellow") }
    open class var systemPink: UIColor { UIColor(_name: "pink") }
    open class var systemPurple: UIColor { UIColor(_name: "purple") }
    open class var systemIndigo: UIColor { UIColor(_name: "indigo") }
    open class var systemTeal: UIColor { UIColor(_name: "teal") }
    open class var systemCyan: UIColor { UIColor(_name: "cyan") }
    open class var systemMint: UIColor { UIColor(_name: "mint") }
    open class var systemBrown: UIColor { UIColor(_name: "brown") }
    open class var systemGray: UIColor { UIColor(_name: "gray") }
    open class var systemGray2: UIColor { UIColor(_name: "systemGray2") }
    open class var systemGray3: UIColor { UIColor(_name: "systemGray3") }
    open class var systemGray4: UIColor { UIColor(_name: "systemGray4") }
    open class var systemGray5: UIColor { UIColor(_name: "systemGray5") }
    open class var systemGray6: UIColor { UIColor(_name: "systemGray6") }
    open class var systemBackground: UIColor { UIColor(_name: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(_name: "secondarySystemBackground") }
    open class var tertiarySystemBackground: UIColor { UIColor(_name: "tertiarySystemBackground") }
    open class var systemGroupedBackground: UIColor { UIColor(_name: "systemGroupedBackground") }
    open class var secondarySystemGroupedBackground: UIColor { UIColor(_name: "secondarySystemGroupedBackground") }
    open class var label: UIColor { UIColor(_name: "primary") }
    open class var secondaryLabel: UIColor { UIColor(_name: "secondary") }
    open class var tertiaryLabel: UIColor { UIColor(_name: "tertiary") }
    open class var quaternaryLabel: UIColor { UIColor(_name: "quaternary") }
    open class var separator: UIColor { UIColor(_name: "separator") }
    open class var tintColor: UIColor { UIColor(_name: "accentColor") }
    open class var black: UIColor { UIColor(_name: "black") }
    open class var white: UIColor { UIColor(_name: "white") }
    open class var gray: UIColor { UIColor(_name: "gray") }
    open class var red: UIColor { UIColor(_name: "#FF0000") }
    open class var green: UIColor { UIColor(_name: "#00FF00") }
    open class var blue: UIColor { UIColor(_name: "#0000FF") }
    open class var clear: UIColor { UIColor(_name: "clear") }
}

/// An object that provides access to a font's characteristics (Apple's UIFont): the system font
/// at a size and weight, or a text style's size at the Large content size (Apple HIG,
/// "Typography": the iOS Dynamic Type sizes).
open class UIFont: Hashable, @unchecked Sendable {
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        // The values UIKit's headers give (UIFontWeightUltraLight… UIFontWeightBlack).
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    public let pointSize: CGFloat
    public let _weight: Weight
    public let fontName: String

    init(pointSize: CGFloat, weight: Weight, name: String = ".SFUI") {
        self.pointSize = pointSize
        _weight = weight
        fontName = name
    }

    public convenience init?(name: String, size: CGFloat) { self.init(pointSize: size, weight: .regular, name: name) }

    open class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(pointSize: size, weight: weight) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .regular) }
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight, name: ".SFMono") }

    /// The sizes at the Large (default) content size, Apple HIG "Typography"; headline is semibold.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
                                           .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11]
        return UIFont(pointSize: sizes[style] ?? 17, weight: style == .headline ? .semibold : .regular)
    }

    open class var systemFontSize: CGFloat { 14 }
    open class var labelFontSize: CGFloat { 17 }

    open func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: _weight, name: fontName) }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs._weight == rhs._weight && lhs.fontName == rhs.fontName
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointSize); hasher.combine(fontName) }
}
