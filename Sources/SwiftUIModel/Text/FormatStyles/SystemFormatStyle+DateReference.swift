import Foundation

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle {
    /// A date described relative to the input (`.reference(to:)`). The style keeps its settings
    /// (equality, hashing and coding compare them); Not modelled: its output (Apple's wording of a
    /// relative date under these settings has no public source), which reports itself.
    public struct DateReference: Sendable {
        let date: Date
        let allowedFields: Set<Date.RelativeFormatStyle.Field>
        let maxFieldCount: Int
        let thresholdField: Date.RelativeFormatStyle.Field
        var formatCalendar: Calendar = .autoupdatingCurrent
        var formatLocale: Locale = .autoupdatingCurrent

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public init(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute], maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) {
            self.date = date
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.thresholdField = thresholdField
        }

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateReference {
            with(\.formatCalendar, calendar)
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.DateReference: FormatStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias FormatInput = Date

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias FormatOutput = AttributedString

    /// Not modelled: shows nothing (reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func format(_ referenceDate: Date) -> AttributedString {
        unmodelledWording()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
        with(\.formatLocale, locale)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.DateReference: DiscreteFormatStyle, SystemFormatStyleMember {
    static let styleName = "DateReference"

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func discreteInput(before referenceDate: Date) -> Date? {
        unmodelledInput("discreteInput(before:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func discreteInput(after referenceDate: Date) -> Date? {
        unmodelledInput("discreteInput(after:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func input(before referenceDate: Date) -> Date? {
        unmodelledInput("input(before:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func input(after referenceDate: Date) -> Date? {
        unmodelledInput("input(after:)")
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension FormatStyle where Self == SystemFormatStyle.DateReference {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func reference(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute], maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}
