@testable import SwiftUIModel
import Testing

/// The content size categories compare in the order of Apple's interface, smallest first.
@Suite("Content size category order")
struct ContentSizeCategoryComparisonTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func categoriesCompareInTheirOrder() {
        #expect(ContentSizeCategory.extraSmall < .small)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!(ContentSizeCategory.large < .large))
        #expect(ContentSizeCategory.large <= .large)
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
        #expect(ContentSizeCategory.medium >= .small)
        #expect(!(ContentSizeCategory.medium >= .large))
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted(by: <))
    }
}
