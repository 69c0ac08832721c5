import Foundation
import Testing
@testable import SwiftUIModel

@Suite struct MarkdownParserTests {
    func styled(_ s: String) -> [(String, MarkdownStyle)] { MarkdownParser.parse(s).map { ($0.text, $0.style) } }

    @Test func strongEmphasisAndCode() {
        let runs = MarkdownParser.parse("a *b* __c__ `d*e*` ~~f~~")
        #expect(runs.map(\.text) == ["a ", "b", " ", "c", " ", "d*e*", " ", "f"])
        #expect(runs[1].style == .emphasized)
        #expect(runs[3].style == .stronglyEmphasized)
        #expect(runs[5].style == .code)
        #expect(runs[7].style == .strikethrough)
    }

    @Test func intrawordUnderscoreAndUnclosedDelimiters() {
        #expect(MarkdownParser.parse("snake_case_name").map(\.text) == ["snake_case_name"])
        #expect(MarkdownParser.parse("2 * 3 = 6").map(\.text).joined() == "2 * 3 = 6")
        #expect(MarkdownParser.parse("**open").map(\.text).joined() == "**open")
    }

    @Test func nestedAndEscaped() {
        let runs = MarkdownParser.parse("***both*** \\*literal\\*")
        #expect(runs[0].text == "both" && runs[0].style == [.emphasized, .stronglyEmphasized])
        #expect(runs.last?.text == " *literal*")
    }

    @Test func linksAndExtendedAttributes() {
        let runs = MarkdownParser.parse("see [the **docs**](https://example.com) and ^[2 cup](inflect: true, morphology: {number: \"plural\"})")
        #expect(runs.first { $0.text == "docs" }?.link == "https://example.com")
        #expect(runs.first { $0.text == "docs" }?.style == .stronglyEmphasized)
        let span = runs.last!
        #expect(span.text == "2 cup")
        #expect(span.extended?["inflect"] == .bool(true))
        #expect(span.extended?["morphology"]?.objectValue?["number"] == .string("plural"))
    }

    @Test func unreadableAttributesStayAsTyped() {
        #expect(MarkdownParser.parse("^[x](not json").map(\.text).joined() == "^[x](not json")
    }
}

@Suite struct SpecifierTests {
    @Test func scannerFindsSpecifiersAndPercent() {
        #expect(FormatSpecifierScanner.segments("%lld of %2$@ at 100%%") == [
            .specifier("%lld", position: nil), .literal(" of "), .specifier("%2$@", position: 2), .literal(" at 100%"),
        ])
    }

    @Test func formattingUsesTheLocalesGrouping() {
        let us = Locale(identifier: "en_US"), de = Locale(identifier: "de_DE")
        let double = FormatArgument(specifier: "%lf", value: .cVarArg(98765.25), isNumber: true)
        #expect(KeyResolver.format(double, locale: us) == "98,765.250000")
        #expect(KeyResolver.format(double, locale: de) == "98.765,250000")
        let precise = FormatArgument(specifier: "%.1f", value: .cVarArg(2.25), isNumber: true)
        #expect(KeyResolver.format(precise, locale: us) == "2.2" || KeyResolver.format(precise, locale: us) == "2.3")
    }

    @MainActor @Test func interpolationPicksSwiftUIsSpecifiers() {
        let count: Int32 = 7
        let key: LocalizedStringKey = "\(count) of \(3.5) — \(UInt(2)) \("s")"
        #expect(key.key == "%d of %lf — %llu %@")
        let literalPercent: LocalizedStringKey = "50% off \(1)"
        #expect(TextResolver.resolve(Text(literalPercent), in: .with(locale: Locale(identifier: "en_US"))) == "50% off 1")
    }
}

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

    @Test func noArgumentMeansNoAgreement() {
        #expect(agree(LocalizedStringKey("^[2 apple](inflect: true)")) == "2 apple")
        #expect(agree(LocalizedStringKey("^[2 apple](inflect: true, inflectionAlternative: \"2 apples\")")) == "2 apples")
    }

    @Test func stringLocalizedKeepsTheMarkup() {
        #expect(String(localized: "^[\(2) fox](inflect: true)", locale: en) == "^[2 fox](inflect: true)")
    }
}

@Suite @MainActor struct TextResolutionTests {
    let env = EnvironmentValues.with(locale: Locale(identifier: "en_US"))

    @Test func interpolatedValuesAreNotMarkdown() {
        let name = "_not italic_"
        let runs = TextResolver.runs(Text("*Hi* \(name)"), in: env).runs
        #expect(runs.map(\.text) == ["Hi", " _not italic_"])
        #expect(runs[0].italic && !runs[1].italic)
    }

    @Test func nestedTextKeepsItsStyleAndTheOuterOneApplies() {
        let runs = TextResolver.runs(Text("a \(Text("b").bold()) c").italic(), in: env).runs
        #expect(runs.map(\.text) == ["a ", "b", " c"])
        #expect(runs.allSatisfy { $0.italic })
        #expect(runs[1].bold && !runs[0].bold)
        #expect(TextReport.runAttributes(runs).first { $0.0 == "bold" }?.1 == "b")
    }

    @Test func attributedMarkdownRoundTrips() throws {
        let attributed = try AttributedString(markdown: "x **y** *z*")
        let runs = AttributedRuns.runs(of: attributed)
        #expect(runs.map(\.text) == ["x ", "y", " ", "z"])
        #expect(runs[1].bold && runs[3].italic)
    }
}

@Suite @MainActor struct TextMetricsTests {
    @Test func wrapsAtSpacesAndTruncatesWithAnEllipsis() {
        let text = "one two three four five six seven eight nine ten"
        let free = TextMetrics.lines(text, size: 17, bold: false, width: 100, lineLimit: nil)
        #expect(free.lines.count > 2 && !free.truncated)
        #expect(free.lines.joined(separator: " ") == text)
        let limited = TextMetrics.lines(text, size: 17, bold: false, width: 100, lineLimit: 2)
        #expect(limited.lines.count == 2 && limited.truncated && limited.lines[1].hasSuffix("…"))
        #expect(TextMetrics.width(of: limited.lines[1], size: 17) <= 100)
    }

    @Test func textStylesFollowDynamicTypeAndFixedSizesDoNot() {
        var env = EnvironmentValues()
        env.dynamicTypeSize = .accessibility3
        #expect(Font.caption.resolve(in: env).size == 32)
        #expect(Font.custom("X", size: 34, relativeTo: .largeTitle).resolve(in: env).size == 52)
        #expect(Font.system(size: 9).resolve(in: env).size == 9)
        #expect(Font.headline.resolve(in: env).weight == .semibold)
    }
}
