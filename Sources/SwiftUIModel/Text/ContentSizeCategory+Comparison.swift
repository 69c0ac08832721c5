/// The order of the content size categories, smallest first, as Apple's interface implements the
/// comparisons (`@_alwaysEmitIntoClient` in SwiftUICore's iOS 26.2 interface: each category's place
/// in the list of cases; `<=`, `>`, `>=` from `<`).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ContentSizeCategory {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        func comparisonValue(for sizeCategory: ContentSizeCategory) -> Int {
            switch sizeCategory {
            case .extraSmall: return 0
            case .small: return 1
            case .medium: return 2
            case .large: return 3
            case .extraLarge: return 4
            case .extraExtraLarge: return 5
            case .extraExtraExtraLarge: return 6
            case .accessibilityMedium: return 7
            case .accessibilityLarge: return 8
            case .accessibilityExtraLarge: return 9
            case .accessibilityExtraExtraLarge: return 10
            case .accessibilityExtraExtraExtraLarge: return 11
            }
        }
        return comparisonValue(for: lhs) < comparisonValue(for: rhs)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { !(rhs < lhs) }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { rhs < lhs }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { !(lhs < rhs) }
}
