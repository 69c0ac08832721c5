import Foundation
@testable import SwiftUIModel
import Testing

/// Each trait is its own option and has its report name.
@Suite("Accessibility traits")
struct AccessibilityTraitsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theTabBarTraitIsItsOwnAndNamed() {
        let traits: AccessibilityTraits = [.isTabBar, .isHeader]
        #expect(traits.contains(.isTabBar))
        #expect(!AccessibilityTraits.isToggle.contains(.isTabBar))
        #expect(traits.names == ["header", "tabBar"])
    }
}
