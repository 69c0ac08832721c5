/// How text is underlined or struck through (UIKit's `NSUnderlineStyle`): a line's thickness and
/// count, its pattern, and whether it skips the spaces between words. The raw values are Apple's
/// (`NSUnderlineStyle` in NSAttributedString.h: single 0x01, thick 0x02, double 0x09, the
/// patterns 0x0100–0x0400, byWord 0x8000). The model draws no line; the values carry the style.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
