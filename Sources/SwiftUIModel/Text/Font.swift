import CourseCheckProtocol
import Foundation

/// A font: a text style that follows Dynamic Type, a fixed system size, or a named custom font
/// that scales relative to a text style unless it is fixed.
public struct Font: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }
    let storage: Storage
    var weight: Weight?
    var design: Design?
    var isItalic = false

    init(storage: Storage, weight: Weight? = nil, design: Design? = nil) {
        self.storage = storage
        self.weight = weight
        self.design = design
    }

    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight (SwiftUI's values, which map to UIFont.Weight's numbers).
    public struct Weight: Hashable, Sendable {
        let name: String
        let value: CGFloat
        public static let ultraLight = Weight(name: "ultraLight", value: -0.8)
        public static let thin = Weight(name: "thin", value: -0.6)
        public static let light = Weight(name: "light", value: -0.4)
        public static let regular = Weight(name: "regular", value: 0)
        public static let medium = Weight(name: "medium", value: 0.23)
        public static let semibold = Weight(name: "semibold", value: 0.3)
        public static let bold = Weight(name: "bold", value: 0.4)
        public static let heavy = Weight(name: "heavy", value: 0.56)
        public static let black = Weight(name: "black", value: 0.62)
    }

    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(storage: .style(.largeTitle))
    public static let title = Font(storage: .style(.title))
    public static let title2 = Font(storage: .style(.title2))
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let title3 = Font(storage: .style(.title3))
    /// Headline is body's size in the semibold weight (Apple HIG typography, "Dynamic Type sizes").
    public static let headline = Font(storage: .style(.headline), weight: .semibold)
    public static let subheadline = Font(storage: .style(.subheadline))
    public static let body = Font(storage: .style(.body))
    public static let callout = Font(storage: .style(.callout))
    public static let footnote = Font(storage: .style(.footnote))
    public static let caption = Font(storage: .style(.caption))
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static let caption2 = Font(storage: .style(.caption2))

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(storage: .style(style), weight: weight ?? (style == .headline ? .semibold : nil), design: design)
    }
    /// A fixed size: it does not follow Dynamic Type.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(storage: .system(size: size), weight: weight, design: design)
    }
    /// A named font, scaled relative to body ("The font scales adaptively from the size provided
    /// to align with the default text style of body", Apple, "Applying custom fonts to text").
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(storage: .custom(name: name, size: size, relativeTo: .body)) }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font { Font(storage: .custom(name: name, size: size, relativeTo: style)) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(storage: .custom(name: name, size: fixedSize, relativeTo: nil)) }

    public func weight(_ weight: Weight) -> Font { var copy = self; copy.weight = weight; return copy }
    public func bold() -> Font { weight(.bold) }
    public func italic() -> Font { var copy = self; copy.isItalic = true; return copy }
    /// Bold when `isActive`, else the font as it is (as `Text.bold(_:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func bold(_ isActive: Bool) -> Font { isActive ? bold() : self }
    /// Italic when `isActive`, else the font as it is (as `Text.italic(_:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func italic(_ isActive: Bool) -> Font { isActive ? italic() : self }
    /// The monospaced design of this font (Apple's `monospaced()`, iOS 15).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func monospaced() -> Font { var copy = self; copy.design = .monospaced; return copy }

    /// The point size and name this font has in an environment (its Dynamic Type size), and the
    /// pixel its text is rounded to.
    func resolve(in environment: EnvironmentValues) -> ResolvedFont {
        var resolved = resolveSize(in: environment)
        resolved.weight = weight ?? .regular
        resolved.design = design
        resolved.pixelLength = environment.pixelLength
        return resolved
    }

    private func resolveSize(in environment: EnvironmentValues) -> ResolvedFont {
        let category = environment.dynamicTypeSize
        switch storage {
        case .style(let style):
            return ResolvedFont(name: style.rawValue, size: DynamicTypeTable.size(of: style, at: category))
        case .system(let size):
            return ResolvedFont(name: "system", size: size)
        case .custom(let name, let size, let style):
            guard let style else { return ResolvedFont(name: name, size: size) }
            let scale = DynamicTypeTable.size(of: style, at: category) / DynamicTypeTable.size(of: style, at: .large)
            return ResolvedFont(name: name, size: (size * scale).rounded())
        }
    }
}

/// A font with its size decided.
///
/// Its lines are as tall as SF's ascender, descender and line gap make them at the size (20.29
/// points at 17), for every style: SwiftUI's text follows the font's metrics, not the HIG's
/// leading (22 points for body), in a stack as in a `List` row (one line of body text is 20.33
/// points tall in both, rounded to a 3× screen's pixels: getsentry/sentry-cocoa's frames of
/// SwiftUI on iOS 16 and 17). A custom font the model does not have is measured as SF Pro.
struct ResolvedFont: Hashable {
    var name: String
    var size: CGFloat
    var weight: Font.Weight = .regular
    var design: Font.Design?
    /// The screen's pixel in points (`EnvironmentValues.pixelLength`).
    var pixelLength: CGFloat = 1
    /// One line's height, not rounded.
    var unroundedLineHeight: CGFloat { SanFrancisco.metrics.lineHeight(at: size) }
    /// One line's height, rounded up to the pixel (20.33 points for body text on a 3× screen).
    var lineHeight: CGFloat { unroundedLineHeight.roundedUp(toPixel: pixelLength) }
    /// The face text in this font is measured in.
    var face: TextMetrics.Face { TextMetrics.Face(weight: weight, design: design) }
    var reportName: String { "\(name) \(ReportNumber.format(Double(size)))pt" }
}
