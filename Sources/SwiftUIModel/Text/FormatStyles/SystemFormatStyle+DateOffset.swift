import Foundation

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle {
    /// The offset of the input from an anchor date (`.offset(to:)`). The style keeps its settings
    /// (equality, hashing and coding compare them); Not modelled: its output (Apple's wording of an
    /// offset under these settings has no public source), which reports itself.
    public struct DateOffset: Sendable {
        let anchor: Date
        let allowedFields: Set<Date.ComponentsFormatStyle.Field>
        let maxFieldCount: Int
        let sign: NumberFormatStyleConfiguration.SignDisplayStrategy
        var formatCalendar: Calendar = .autoupdatingCurrent
        var formatLocale: Locale = .autoupdatingCurrent

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public init(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .week, .day, .hour, .minute, .second], maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
            self.anchor = anchor
            self.allowedFields = allowedFields
            self.maxFieldCount = maxFieldCount
            self.sign = sign
        }

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public func calendar(_ calendar: Calendar) -> SystemFormatStyle.DateOffset {
            with(\.formatCalendar, calendar)
        }

        @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
        public func locale(_ locale: Locale) -> SystemFormatStyle.DateOffset {
            with(\.formatLocale, locale)
        }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.DateOffset: FormatStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias FormatInput = Date

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias FormatOutput = AttributedString

    /// Not modelled: shows nothing (reports itself).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func format(_ referenceDate: Date) -> AttributedString {
        unmodelledWording()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension SystemFormatStyle.DateOffset: DiscreteFormatStyle, SystemFormatStyleMember {
    static let styleName = "DateOffset"

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
extension FormatStyle where Self == SystemFormatStyle.DateOffset {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func offset(to anchor: Date, allowedFields: Set<Date.ComponentsFormatStyle.Field> = [.year, .month, .day, .hour, .minute, .second], maxFieldCount: Int = 2, sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) -> SystemFormatStyle.DateOffset {
        SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields, maxFieldCount: maxFieldCount, sign: sign)
    }
}
