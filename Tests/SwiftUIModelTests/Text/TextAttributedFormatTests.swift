import Foundation
@testable import SwiftUIModel
import Testing

/// `Text(_:format:)` and `\(value, format:)` with a style whose output is an AttributedString
/// (iOS 18): the environment's locale, and the style's attributes, as a Text shows them.
@Suite("Text formatted to styled characters") @MainActor
struct TextAttributedFormatTests {
    /// A style that makes a number's characters in the headline font.
    @available(*, deprecated, message: "tests API whose availability is data")
    struct HeadlineNumber: FormatStyle {
        var locale: Locale?
        func format(_ value: Int) -> AttributedString {
            var string = AttributedString(value.formatted(.number.locale(locale ?? Locale(identifier: "en_US"))))
            string.font = .headline
            return string
        }
        func locale(_ locale: Locale) -> HeadlineNumber { HeadlineNumber(locale: locale) }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theEnvironmentsLocaleAndTheStylesAttributesApply() {
        let german = EnvironmentValues.with(locale: Locale(identifier: "de_DE"))
        let runs = TextResolver.runs(Text(12345, format: HeadlineNumber()), in: german).runs
        #expect(runs.map(\.text) == ["12.345"])
        #expect(runs.first?.font == .headline)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func inALiteralTheStyledValueIsOneRunAmongTheOthers() {
        let english = EnvironmentValues.with(locale: Locale(identifier: "en_US"))
        let runs = TextResolver.runs(Text("Total: \(12345, format: HeadlineNumber())"), in: english).runs
        #expect(runs.map(\.text) == ["Total: ", "12,345"])
        #expect(runs.map(\.font) == [nil, .headline])
    }

    /// A String-output style still takes the String overload.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aStringStyleIsUnchanged() {
        let english = EnvironmentValues.with(locale: Locale(identifier: "en_US"))
        #expect(TextResolver.resolve(Text(1234.5, format: .number), in: english) == "1,234.5")
    }

    /// The model does not run a time data source: the Text shows nothing and says so.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTimeDataSourceReportsItselfAndShowsNothing() {
        _ = ModelProblems.take()
        let text = Text(TimeDataSource<Date>(notModelledPlaceholder: ()), format: Date.FormatStyle())
        #expect(TextResolver.resolve(text, in: EnvironmentValues()) == "")
        #expect(ModelProblems.take().contains { $0.contains("TimeDataSource") })
    }
}
