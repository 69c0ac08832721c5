import Foundation

/// The clock-like patterns of `SystemFormatStyle.Timer` and `.Stopwatch` ("4:32", "01:23:45.67"),
/// as Apple's documentation pages of the two styles show them
/// (developer.apple.com/documentation/swiftui/systemformatstyle/timer and …/stopwatch, their
/// tables of outputs). What those pages do not show (how a fraction below the precision rounds,
/// other locales' separators and digits, the word forms of minute precision) is reported by the
/// caller, not made up here.
enum ClockPattern {
    /// A number of whole units, at least `digits` digits (zero-padded).
    static func padded(_ value: Int, _ digits: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Whether the locale writes these patterns as the documentation's English examples do.
    /// Other languages' separators and digits have no public source.
    static func isDocumented(_ locale: Locale) -> Bool {
        guard let code = locale.language.languageCode?.identifier else { return true }
        return code == "en"
    }
}
