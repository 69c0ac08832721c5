import Foundation

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle {
    /// A stopwatch counting up from a date (`Text(.currentDate, format: .stopwatch(startingAt:))`).
    /// Its output follows Apple's documentation page
    /// (developer.apple.com/documentation/swiftui/systemformatstyle/stopwatch): two-digit minutes
    /// and seconds with hundredths ("00:05.23", "45:30.12"), two-digit hours from an hour
    /// ("01:00:00.00", "25:01:01.00"), one fractional digit at a precision of 100 ms ("01:23.4"),
    /// none at one second ("01:23"), and from an hour three fields "01:23:45" or two "1:23". What
    /// the page does not show reports itself: other precisions, other field counts, hours not shown,
    /// a date before the start, a fraction below the precision (its rounding), a locale other than
    /// English. The output carries no attributes (Apple's, if any, have no public source).
    public struct Stopwatch: Sendable {
        let startDate: Date
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration
        var formatLocale: Locale = .autoupdatingCurrent

        public typealias FormatInput = Date

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)) {
            self.startDate = startDate
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.Stopwatch: FormatStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias FormatOutput = AttributedString

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func format(_ input: Date) -> AttributedString {
        AttributedString(text(for: input))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func locale(_ locale: Locale) -> SystemFormatStyle.Stopwatch {
        with(\.formatLocale, locale)
    }

    /// Fractional digits by precision, as the page shows them: 10 ms two, 100 ms one, 1 s none.
    var fractionDigits: Int? {
        if maxPrecision == .milliseconds(10) { return 2 }
        if maxPrecision == .milliseconds(100) { return 1 }
        if maxPrecision == .seconds(1) { return 0 }
        return nil
    }

    func text(for input: Date) -> String {
        var elapsed = input.timeIntervalSince(startDate)
        if elapsed < 0 {
            ModelProblems.notModelled("SystemFormatStyle.Stopwatch (a date before its start)", "shows zero")
            elapsed = 0
        }
        if !ClockPattern.isDocumented(formatLocale) {
            ModelProblems.notModelled("SystemFormatStyle.Stopwatch (locale \(formatLocale.identifier))", "shows the English pattern")
        }
        let digits = fractionDigits ?? 2
        if fractionDigits == nil {
            ModelProblems.notModelled("SystemFormatStyle.Stopwatch (maxPrecision \(maxPrecision))", "shows hundredths")
        }
        // The time in units of the precision; a remainder below it is a rounding the page does not show.
        let scale = pow(10, Double(digits))
        let scaled = elapsed * scale
        var units = Int(scaled.rounded())
        if abs(scaled - scaled.rounded()) > 1e-6 {
            ModelProblems.notModelled("SystemFormatStyle.Stopwatch (a time between two steps of its precision)", "drops what is below the precision")
            units = Int(scaled.rounded(.down))
        }
        let unit = Int(scale)
        let seconds = units / unit
        let fraction = digits > 0 ? "." + ClockPattern.padded(units % unit, digits) : ""
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        if hours > 0 && !showsHours {
            ModelProblems.notModelled("SystemFormatStyle.Stopwatch (showsHours: false from an hour)", "shows the minutes past 60")
            return "\(ClockPattern.padded(seconds / 60, 2)):\(ClockPattern.padded(rest, 2))" + fraction
        }
        if hours > 0 {
            switch maxFieldCount {
            case 4...: return "\(ClockPattern.padded(hours, 2)):\(ClockPattern.padded(minutes, 2)):\(ClockPattern.padded(rest, 2))" + fraction
            case 3: return "\(ClockPattern.padded(hours, 2)):\(ClockPattern.padded(minutes, 2)):\(ClockPattern.padded(rest, 2))"
            case 2: return "\(hours):\(ClockPattern.padded(minutes, 2))"
            default:
                ModelProblems.notModelled("SystemFormatStyle.Stopwatch (maxFieldCount \(maxFieldCount))", "shows hours and minutes")
                return "\(hours):\(ClockPattern.padded(minutes, 2))"
            }
        }
        if maxFieldCount < (digits > 0 ? 3 : 2) {
            ModelProblems.notModelled("SystemFormatStyle.Stopwatch (maxFieldCount \(maxFieldCount) below an hour)", "shows minutes, seconds and the fraction")
        }
        return "\(ClockPattern.padded(minutes, 2)):\(ClockPattern.padded(rest, 2))" + fraction
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.Stopwatch: DiscreteFormatStyle, SystemFormatStyleMember {
    static let styleName = "Stopwatch"

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func discreteInput(before input: Date) -> Date? {
        unmodelledInput("discreteInput(before:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func discreteInput(after input: Date) -> Date? {
        unmodelledInput("discreteInput(after:)")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4, maxPrecision: Duration = .milliseconds(10)) -> SystemFormatStyle.Stopwatch {
        SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}
