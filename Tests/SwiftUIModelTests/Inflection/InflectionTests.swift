import Foundation
@testable import SwiftUIModel
import Testing

@Suite struct InflectionTests {
    let en = Locale(identifier: "en_US")

    func agree(_ key: LocalizedStringKey) -> String {
        String(AttributedString(localized: String.LocalizationValue(stringInterpolation: {
            var i = String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
            i.storage = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
            i.storage.format = key.key
            i.storage.arguments = key.arguments
            return i
        }()), locale: en).characters)
    }

    @Test func englishPluralCategoriesFollowCLDR() {
        let english = EnglishInflection()
        #expect(english.pluralCategory(PluralOperands(formatted: "1")!) == .one)
        #expect(english.pluralCategory(PluralOperands(formatted: "0")!) == .other)
        #expect(english.pluralCategory(PluralOperands(formatted: "1.5")!) == .other)
        #expect(english.pluralCategory(PluralOperands(formatted: "1.0")!) == .other)
        #expect(english.pluralCategory(PluralOperands(formatted: "1,001")!) == .other)
    }

    @Test func regularAndIrregularNouns() {
        #expect(EnglishInflection.plural(of: "box") == "boxes")
        #expect(EnglishInflection.plural(of: "city") == "cities")
        #expect(EnglishInflection.plural(of: "day") == "days")
        #expect(EnglishInflection.plural(of: "person") == "people")
        #expect(EnglishInflection.plural(of: "Child") == "Children")
        #expect(EnglishInflection.plural(of: "sheep") == "sheep")
        #expect(EnglishInflection.singular(of: "nights") == "night")
        #expect(EnglishInflection.singular(of: "women") == "woman")
        #expect(EnglishInflection.singular(of: "berries") == "berry")
    }

    @Test func agreementWithArguments() {
        #expect(agree("^[\(1) person](inflect: true)") == "1 person")
        #expect(agree("^[\(4) person](inflect: true)") == "4 people")
        #expect(agree("^[\(1) tickets](inflect: true)") == "1 ticket")
        #expect(agree("^[\(0) bus](inflect: true)") == "0 buses")
        #expect(agree("^[\(2) cup of tea](inflect: true)") == "2 cups of tea")
        #expect(agree("^[\(1.5) hour](inflect: true)") == "1.500000 hours")
        #expect(agree("\(3) ^[box](agreeWithArgument: 1) left") == "3 boxes left")
        #expect(agree("^[mouse](morphology: {number: \"plural\"})") == "mice")
    }

    /// The head of the counted noun phrase, found by word class, keeps its case.
    @Test func theCountedNounIsTheHeadOfItsPhrase() {
        #expect(agree("^[\(5) night in Seattle](inflect: true)") == "5 nights in Seattle")
        #expect(agree("^[\(3) big red apple](inflect: true)") == "3 big red apples")
        #expect(agree("^[\(4) day left](inflect: true)") == "4 days left")
        #expect(agree("^[\(2) trip that starts in May](inflect: true)") == "2 trips that starts in May")
        #expect(agree("^[\(2) Man](inflect: true)") == "2 Men")
        #expect(agree("^[\(2) NIGHT](inflect: true)") == "2 NIGHTS")
        #expect(agree("^[\(1) Nights](inflect: true)") == "1 Night")
    }

    @Test func noArgumentMeansNoAgreement() {
        #expect(agree(LocalizedStringKey("^[2 apple](inflect: true)")) == "2 apple")
        #expect(agree(LocalizedStringKey("^[2 apple](inflect: true, inflectionAlternative: \"2 apples\")")) == "2 apples")
    }

    @Test func stringLocalizedKeepsTheMarkup() {
        #expect(String(localized: "^[\(2) fox](inflect: true)", locale: en) == "^[2 fox](inflect: true)")
    }
}
