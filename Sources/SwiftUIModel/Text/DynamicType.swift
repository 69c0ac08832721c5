import Foundation

/// The user's text size (Settings ▸ Display & Brightness ▸ Text Size), largest accessibility sizes included.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Hashable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Point sizes of the text styles at each Dynamic Type size. Source: Apple's Human Interface
/// Guidelines typography tables, cross-checked with temoki/UIKit_DynamicType (measured on an iOS
/// 13.3 simulator), which differs in one cell: caption2 at AX5, 41 there, the HIG's 40 here
/// (docs/FACTS.md, "Dynamic Type").
enum DynamicTypeTable {
    private static let sizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    static func size(of style: Font.TextStyle, at category: DynamicTypeSize) -> CGFloat {
        sizes[style]![category.rawValue]
    }
}
