import Foundation
@testable import SwiftUIModel
import Testing

/// The layout direction follows the locale's language unless a view sets it; a right-to-left
/// direction reports that layout does not mirror. The size category is the Dynamic Type size by
/// position.
@Suite("Layout direction and size category values") @MainActor
struct LayoutDirectionValuesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theDirectionIsTheLocalesUnlessSet() {
        var environment = EnvironmentValues()
        #expect(environment.layoutDirection == .leftToRight)
        environment.locale = Locale(identifier: "en_GB")
        #expect(environment.layoutDirection == .leftToRight)
        environment.locale = Locale(identifier: "ar")
        #expect(environment.layoutDirection == .rightToLeft)
        environment.layoutDirection = .leftToRight
        #expect(environment.layoutDirection == .leftToRight)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func rightToLeftReportsThatLayoutDoesNotMirror() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        #expect(ModelProblems.recorded.contains { $0.contains("`EnvironmentValues.layoutDirection` is not modelled") })
        #expect(environment.layoutDirection == .rightToLeft)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func mirrorsIsMirroringInRightToLeft() {
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theSizeCategoryIsTheDynamicTypeSizeByPosition() {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.dynamicTypeSize = .xxxLarge
        #expect(environment.sizeCategory == .extraExtraExtraLarge)
        environment.sizeCategory = .accessibilityMedium
        #expect(environment.dynamicTypeSize == .accessibility1)
        environment.sizeCategory = .extraSmall
        #expect(environment.dynamicTypeSize == .xSmall)
    }
}
