import UIKitModel

extension Text {
    /// How an underline or a strikethrough is drawn (iOS 16's `Text.LineStyle`): a pattern and a
    /// colour (nil: the text's). The model records it; it draws no line. Its introduction (iOS
    /// 15) is written on its members, not on the type: the model's own attribute keys name the
    /// type (`SwiftUIAttributeRuns.swift`).
    public struct LineStyle: Hashable, Sendable {
        let pattern: Pattern
        let color: Color?

        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public static let single = LineStyle()

        /// The dashes of a line.
        public struct Pattern: Hashable, Sendable {
            /// The pattern's bits in UIKit's `NSUnderlineStyle` (0 for solid).
            let underlineBits: Int
            @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
            public static let solid = Pattern(underlineBits: 0)
            @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
            public static let dot = Pattern(underlineBits: NSUnderlineStyle.patternDot.rawValue)
            @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
            public static let dash = Pattern(underlineBits: NSUnderlineStyle.patternDash.rawValue)
            @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
            public static let dashDot = Pattern(underlineBits: NSUnderlineStyle.patternDashDot.rawValue)
            @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
            public static let dashDotDot = Pattern(underlineBits: NSUnderlineStyle.patternDashDotDot.rawValue)
        }
    }
}

/// What the model shows of a line under or through characters: that it is drawn. Its pattern
/// and colour are not shown; one other than a solid line in the text's colour reports itself.
enum TextLines {
    static func reportLook(_ api: String, pattern: Text.LineStyle.Pattern?, color: Color?) {
        guard (pattern?.underlineBits ?? 0) != 0 || color != nil else { return }
        ModelProblems.notModelled(api, "the line's pattern and colour are not shown, only that the line is drawn")
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
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ lineStyle: Text.LineStyle) {
        self = NSUnderlineStyle(rawValue: NSUnderlineStyle.single.rawValue | lineStyle.pattern.underlineBits)
    }
}
