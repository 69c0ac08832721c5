import UIKitModel

extension Text {
    /// How an underline or a strikethrough is drawn (iOS 16's `Text.LineStyle`): a pattern and a
    /// colour (nil: the text's). The model records it; it draws no line.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public struct LineStyle: Hashable, Sendable {
        let pattern: Pattern
        let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The dashes of a line.
        public struct Pattern: Hashable, Sendable {
            /// The pattern's bits in UIKit's `NSUnderlineStyle` (0 for solid).
            let underlineBits: Int
            public static let solid = Pattern(underlineBits: 0)
            public static let dot = Pattern(underlineBits: NSUnderlineStyle.patternDot.rawValue)
            public static let dash = Pattern(underlineBits: NSUnderlineStyle.patternDash.rawValue)
            public static let dashDot = Pattern(underlineBits: NSUnderlineStyle.patternDashDot.rawValue)
            public static let dashDotDot = Pattern(underlineBits: NSUnderlineStyle.patternDashDotDot.rawValue)
        }
    }
}

/// Between SwiftUI's line styles and UIKit's: a single line with a pattern is that pattern;
/// thick, double and by-word lines, and no line, have no `Text.LineStyle`; a line style is a
/// single line with its pattern. Source: OpenSwiftUI's TextLineStyleConversionsCompatibilityTests,
/// run against SwiftUI (commit 069dd80).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Text.LineStyle {
    private static let patternMask = 0x0700

    public init?(nsUnderlineStyle: NSUnderlineStyle) {
        let pattern = nsUnderlineStyle.rawValue & Self.patternMask
        guard nsUnderlineStyle.rawValue & ~Self.patternMask == NSUnderlineStyle.single.rawValue else { return nil }
        self.init(pattern: Pattern(underlineBits: pattern))
    }
}

extension NSUnderlineStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ lineStyle: Text.LineStyle) {
        self = NSUnderlineStyle(rawValue: NSUnderlineStyle.single.rawValue | lineStyle.pattern.underlineBits)
    }
}
