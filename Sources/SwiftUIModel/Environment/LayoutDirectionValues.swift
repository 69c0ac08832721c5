import Foundation

/// The environment's layout direction: what a view sets (`.environment(\.layoutDirection, …)`),
/// else the direction of the locale's language ("The system sets the value based on the user's
/// locale", Apple's `LayoutDirection` documentation page). The model lays everything out left to
/// right: a right-to-left direction is kept and read back, and reports that layout does not
/// mirror.
struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection? { nil } }

extension EnvironmentValues {
    public var layoutDirection: LayoutDirection {
        get {
            let direction = self[LayoutDirectionKey.self]
                ?? (locale.language.characterDirection == .rightToLeft ? .rightToLeft : .leftToRight)
            if direction == .rightToLeft {
                ModelProblems.notModelled("EnvironmentValues.layoutDirection", "right to left is read back, but views are laid out left to right")
            }
            return direction
        }
        set {
            if newValue == .rightToLeft {
                ModelProblems.notModelled("EnvironmentValues.layoutDirection", "right to left is read back, but views are laid out left to right")
            }
            self[LayoutDirectionKey.self] = newValue
        }
    }

    /// The text size as a content size category (deprecated for `dynamicTypeSize`): the two
    /// enumerate the same twelve sizes in the same order (the SDK's interfaces; `xSmall` is
    /// `extraSmall`, `accessibility1` is `accessibilityMedium`), so each is the other's by position.
    @available(*, deprecated, message: "@available(iOS, introduced: 13.0, deprecated: 100000.0)")
    public var sizeCategory: ContentSizeCategory {
        get {
            let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 0
            return ContentSizeCategory.allCases[index]
        }
        set {
            let index = ContentSizeCategory.allCases.firstIndex(of: newValue) ?? 0
            dynamicTypeSize = DynamicTypeSize.allCases[index]
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension LayoutDirectionBehavior {
    /// Mirrors when the direction is right to left: `mirrors(in: .rightToLeft)` (OpenSwiftUI's
    /// `LayoutDirectionBehavior.swift`, audited for iOS 18.0).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

extension LayoutSubviews {
    /// The container's layout direction. The model lays out left to right, and does not hand a
    /// layout its environment: it reads `leftToRight` and reports.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var layoutDirection: LayoutDirection {
        ModelProblems.notModelled("LayoutSubviews.layoutDirection", "reads leftToRight: the container's environment is not handed to the layout")
        return .leftToRight
    }
}
