import Foundation

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle {
    /// A timer within an interval, counting down to zero or up from it (`Text(.currentDate,
    /// format: .timer(countingDownIn:))`). Its output follows Apple's documentation page
    /// (developer.apple.com/documentation/swiftui/systemformatstyle/timer): "m:ss" below an hour
    /// ("4:32", "59:59"), "h:mm:ss" from an hour ("1:00:00"), minutes beyond 60 without hours
    /// ("90:00"), "h:mm" with two fields ("1:34", the initialiser's page). What the pages do not
    /// show reports itself: a precision other than one second, one field, a fraction of a second
    /// (its rounding), a locale other than English. The output carries no attributes (Apple's
    /// attributes, if any, have no public source).
    public struct Timer: Sendable {
        let interval: Range<Date>
        let countsDown: Bool
        let showsHours: Bool
        let maxFieldCount: Int
        let maxPrecision: Duration
        var formatLocale: Locale = .autoupdatingCurrent

        public typealias FormatInput = Date

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.interval = interval
            self.countsDown = true
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.interval = interval
            self.countsDown = false
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.Timer: FormatStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias FormatOutput = AttributedString

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func format(_ input: Date) -> AttributedString {
        AttributedString(text(for: input))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func locale(_ locale: Locale) -> SystemFormatStyle.Timer {
        with(\.formatLocale, locale)
    }

    /// The time shown: what is left of the interval (counting down) or what has passed of it
    /// (counting up), within zero and the interval's length.
    func text(for input: Date) -> String {
        let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let passed = min(max(input.timeIntervalSince(interval.lowerBound), 0), length)
        let shown = countsDown ? length - passed : passed
        if maxPrecision != .seconds(1) {
            ModelProblems.notModelled("SystemFormatStyle.Timer (maxPrecision other than one second)", "shows whole seconds")
        }
        if maxFieldCount < 2 {
            ModelProblems.notModelled("SystemFormatStyle.Timer (maxFieldCount below 2)", "shows two fields")
        }
        if !ClockPattern.isDocumented(formatLocale) {
            ModelProblems.notModelled("SystemFormatStyle.Timer (locale \(formatLocale.identifier))", "shows the English pattern")
        }
        var seconds = Int(shown.rounded())
        if abs(shown - shown.rounded()) > 1e-6 {
            ModelProblems.notModelled("SystemFormatStyle.Timer (a fraction of a second)", "drops the fraction")
            seconds = Int(shown.rounded(.down))
        }
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        if showsHours && hours > 0 {
            let hoursAndMinutes = "\(hours):\(ClockPattern.padded(minutes, 2))"
            return maxFieldCount >= 3 ? hoursAndMinutes + ":\(ClockPattern.padded(rest, 2))" : hoursAndMinutes
        }
        return "\(seconds / 60):\(ClockPattern.padded(rest, 2))"
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.Timer: DiscreteFormatStyle, SystemFormatStyleMember {
    static let styleName = "Timer"

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
extension FormatStyle where Self == SystemFormatStyle.Timer {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}
