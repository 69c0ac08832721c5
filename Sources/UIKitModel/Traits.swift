import Foundation

// UIKit's trait values that SwiftUI converts to and from its environment values (SwiftUI's
// `UIUserInterfaceStyle(_:)`, `ColorScheme(_:)`…). The cases and raw values are UIKit's, as Swift
// imports them: iPhoneOS26.2.sdk, UIKit.framework/Headers/UIInterface.h (github.com/seayou2468-web/maciOS
// at 4e13ea7ff478).

/// Apple's `UIUserInterfaceStyle` (UIInterface.h: unspecified, light, dark from 0).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Apple's `UIUserInterfaceSizeClass` (UIInterface.h: unspecified 0, compact 1, regular 2).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// Apple's `UITraitEnvironmentLayoutDirection` (UIInterface.h: unspecified -1, leftToRight 0,
/// rightToLeft 1).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Apple's `UILegibilityWeight` (UIInterface.h: unspecified -1, regular 0, bold 1).
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// Apple's `UIAccessibilityContrast` (UIInterface.h: unspecified -1, normal 0, high 1).
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

/// Apple's `NSDirectionalEdgeInsets`: insets by leading and trailing edge, not left and right
/// (UIKit.framework/Headers/UIGeometry.h: top, leading, bottom, trailing; `NSDirectionalEdgeInsetsZero`).
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}
