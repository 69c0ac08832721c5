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
            var copy = self
            copy.formatCalendar = calendar
            return copy
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
        ModelProblems.notModelled("SystemFormatStyle.DateReference.format(_:)", "shows nothing: Apple's wording has no public source")
        return AttributedString()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
        var copy = self
        copy.formatLocale = locale
        return copy
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.DateReference: DiscreteFormatStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func discreteInput(before referenceDate: Date) -> Date? {
        ModelProblems.notModelled("SystemFormatStyle.DateReference.discreteInput(before:)", "returns nil")
        return nil
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func discreteInput(after referenceDate: Date) -> Date? {
        ModelProblems.notModelled("SystemFormatStyle.DateReference.discreteInput(after:)", "returns nil")
        return nil
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func input(before referenceDate: Date) -> Date? {
        ModelProblems.notModelled("SystemFormatStyle.DateReference.input(before:)", "returns nil")
        return nil
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func input(after referenceDate: Date) -> Date? {
        ModelProblems.notModelled("SystemFormatStyle.DateReference.input(after:)", "returns nil")
        return nil
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension FormatStyle where Self == SystemFormatStyle.DateReference {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func reference(to date: Date, allowedFields: Set<Date.RelativeFormatStyle.Field> = [.year, .month, .day, .hour, .minute], maxFieldCount: Int = 2, thresholdField: Date.RelativeFormatStyle.Field = .day) -> SystemFormatStyle.DateReference {
        SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields, maxFieldCount: maxFieldCount, thresholdField: thresholdField)
    }
}
