import Testing
@testable import SwiftUIModel

/// SwiftUI's environment values as UIKit's traits: each case by name, nil as `unspecified`.
@Suite("UIKit trait conversions")
struct UIKitTraitConversionsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func colorSchemes() {
        #expect(UIUserInterfaceStyle(ColorScheme.light) == .light)
        #expect(UIUserInterfaceStyle(ColorScheme.dark) == .dark)
        #expect(UIUserInterfaceStyle(nil) == .unspecified)
        #expect(UIUserInterfaceStyle.dark.rawValue == 2)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func contrasts() {
        #expect(UIAccessibilityContrast(ColorSchemeContrast.standard) == .normal)
        #expect(UIAccessibilityContrast(ColorSchemeContrast.increased) == .high)
        #expect(UIAccessibilityContrast(nil) == .unspecified)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func layoutDirections() {
        #expect(UITraitEnvironmentLayoutDirection(LayoutDirection.leftToRight) == .leftToRight)
        #expect(UITraitEnvironmentLayoutDirection(LayoutDirection.rightToLeft) == .rightToLeft)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func legibilityWeights() {
        #expect(UILegibilityWeight(LegibilityWeight.regular) == .regular)
        #expect(UILegibilityWeight(LegibilityWeight.bold) == .bold)
        #expect(UILegibilityWeight(nil) == .unspecified)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func sizeClasses() {
        #expect(UIUserInterfaceSizeClass(UserInterfaceSizeClass.compact) == .compact)
        #expect(UIUserInterfaceSizeClass(UserInterfaceSizeClass.regular) == .regular)
        #expect(UIUserInterfaceSizeClass(nil) == .unspecified)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func directionalInsetsKeepEachEdge() {
        let insets = NSDirectionalEdgeInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(insets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aColourComesBackFromUIKitTheSame() {
        let color = Color.blue.opacity(0.5)
        let uiColor = UIColor(color)
        #expect(uiColor._name == "blue")
        #expect(uiColor._alpha == 0.5)
        #expect(UIColor(Color(red: 0.2, green: 0.4, blue: 0.6))._name == "#336699")
        #expect(Color(uiColor: UIColor(Color.red)).styleName == Color.red.styleName)
    }
}
