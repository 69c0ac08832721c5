import Foundation
@testable import SwiftUIModel
import Testing

@Suite("Text") @MainActor
struct TextInterpolationTests {
    @Test func aDoubleInALiteralIsFormattedWithPercentLfAndTheLocalesGrouping() {
        let price = 1_000.25
        let text = Text("Total: \(price)")
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        #expect(TextResolver.resolve(text, in: environment) == "Total: 1,000.250000")
        environment.locale = Locale(identifier: "de_DE")
        #expect(TextResolver.resolve(text, in: environment) == "Total: 1.000,250000")
    }

    @Test func aPercentInTheLiteralSurvives() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        #expect(TextResolver.resolve(Text("\(3) of 4 at 50%"), in: environment) == "3 of 4 at 50%")
    }

    @Test func textStylesFollowDynamicTypeAndFixedSizesDoNot() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility1
        #expect(Font.body.resolve(in: environment).size == 28)
        #expect(Font.system(size: 17).resolve(in: environment).size == 17)
        #expect(Font.custom("Georgia", fixedSize: 17).resolve(in: environment).size == 17)
        #expect(Font.custom("Georgia", size: 17).resolve(in: environment).size == 28)
    }
}
