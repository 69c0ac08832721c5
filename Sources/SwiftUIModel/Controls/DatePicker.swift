import CourseCheckProtocol
import Foundation

/// Chooses a date (Apple's `DatePicker`). Its default style on iOS is compact: the label leading,
/// the date and time as buttons at the trailing edge. Dates are shown in the environment's locale,
/// calendar and time zone (the run's time zone: the harness sets it, `COURSECHECK_TZ`). A
/// `choose date "2027-06-12" in "Title"` step picks a day, keeping the time of day, as tapping a
/// day in the calendar does; a day outside the picker's range cannot be chosen.
@MainActor @preconcurrency
public struct DatePicker<Label: View> {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
    public typealias Components = DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components
        self.label = label
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) where S : StringProtocol {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: Text(title))
    }
}

/// Which parts of a date a picker edits (Apple's `DatePickerComponents`).
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How a date picker looks (Apple's `DatePickerStyle`): compact by default on iOS.
/// How a date picker looks (Apple's `DatePickerStyle`): a system style, whose name the report
/// shows, or a style course code writes, whose body a date picker below `datePickerStyle(_:)`
/// shows (`CustomStyle`: styles stack).
@MainActor @preconcurrency
public protocol DatePickerStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DatePickerStyleConfiguration
}

/// What a date picker style draws from (Apple's `DatePickerStyleConfiguration`): the label, the
/// selected date as a binding, the range's bounds (nil when open) and the components shown.
public struct DatePickerStyleConfiguration {
    /// The date picker's label, as a view.
    public struct Label: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    public let label: DatePickerStyleConfiguration.Label
    @Binding public var selection: Date
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents
}

extension DatePickerStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

/// A system date picker style: the name the report gives it.
protocol SystemDatePickerStyle { var modelName: String { get } }

/// The system's styles: each draws the configuration's date picker in its own look.
public struct DefaultDatePickerStyle: DatePickerStyle, SystemDatePickerStyle {
    public init() {}
    var modelName: String { "compact" }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: Configuration) -> some View { DatePickers.system(configuration, style: modelName) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct CompactDatePickerStyle: DatePickerStyle, SystemDatePickerStyle {
    public init() {}
    var modelName: String { "compact" }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: Configuration) -> some View { DatePickers.system(configuration, style: modelName) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct GraphicalDatePickerStyle: DatePickerStyle, SystemDatePickerStyle {
    public init() {}
    var modelName: String { "graphical" }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: Configuration) -> some View { DatePickers.system(configuration, style: modelName) }
}
public struct WheelDatePickerStyle: DatePickerStyle, SystemDatePickerStyle {
    public init() {}
    var modelName: String { "wheel" }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: Configuration) -> some View { DatePickers.system(configuration, style: modelName) }
}
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

@MainActor
enum DatePickers {
    /// A system style's body: a date picker of the configuration's binding, range and components,
    /// in that style and no custom one.
    static func system(_ configuration: DatePickerStyleConfiguration, style: String) -> some View {
        let range: ClosedRange<Date>? = configuration.minimumDate == nil && configuration.maximumDate == nil ? nil
            : (configuration.minimumDate ?? .distantPast)...max(configuration.maximumDate ?? .distantFuture, configuration.minimumDate ?? .distantPast)
        return DatePicker(selection: configuration.$selection, range: range, components: configuration.displayedComponents, label: configuration.label)
            .modifier(_EnvironmentTransformModifier {
                $0.datePickerStyleName = style
                $0.datePickerStyles = .init()
            })
    }
}

struct DatePickerStylesKey: EnvironmentKey { static var defaultValue: CustomStyleStack<DatePickerStyleConfiguration> { .init() } }

struct DatePickerStyleKey: EnvironmentKey { static var defaultValue: String { "compact" } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }

extension EnvironmentValues {
    var datePickerStyleName: String {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
    var datePickerStyles: CustomStyleStack<DatePickerStyleConfiguration> {
        get { self[DatePickerStylesKey.self] }
        set { self[DatePickerStylesKey.self] = newValue }
    }
    /// The time zone dates are shown in; the process's, which the harness sets (`TZ`).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier { environment in
            if let system = style as? any SystemDatePickerStyle {
                environment.datePickerStyleName = system.modelName
                environment.datePickerStyles = .init()
            } else {
                environment.datePickerStyles = environment.datePickerStyles.pushing(CustomStyle(name: "\(S.self)") { style.makeBody(configuration: $0) })
            }
        })
    }
}

extension DatePicker {
    /// The innermost custom style's body, made from this picker's label (which keeps the styles it
    /// was declared under), binding, range and components, in the stack without that style.
    func styledBody(_ environment: EnvironmentValues) -> ChildView? {
        let styles = environment.datePickerStyles
        guard let style = styles.innermost else { return nil }
        let configuration = DatePickerStyleConfiguration(
            label: .init(view: AnyView(label.environment(\.datePickerStyles, styles))), selection: selection,
            minimumDate: range.map(\.lowerBound).flatMap { $0 == .distantPast ? nil : $0 },
            maximumDate: range.map(\.upperBound).flatMap { $0 == .distantFuture ? nil : $0 },
            displayedComponents: components)
        return ChildView(identity: .index(1), view: AnyViewBox(style.makeBody(configuration)).environment(\.datePickerStyles, styles.outer))
    }
}

/// What a `choose date` step can do with a date picker.
struct DateChoice {
    /// Chooses the day (year, month, day in the picker's time zone), keeping the time of day;
    /// nil when it was taken, or why it was not.
    let choose: @MainActor (DateComponents) -> String?
}
enum DateChoiceKey: CarriedKey { typealias Value = DateChoice }

extension DatePicker: View {}

extension DatePicker: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let body = styledBody(context.environment) { return [body] }
        return [ChildView(identity: .index(0), view: label)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let environment = context.environment
        if let style = environment.datePickerStyles.innermost {
            let node = DisplayNode(kind: "DatePicker", children: children.flatMap { $0 }, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.style, style.name)]
            return [node]
        }
        let labelUnits = children.flatMap { $0 }
        let title = AccessibilityTree.label(of: labelUnits, separator: " ")
        var calendar = environment.calendar
        calendar.timeZone = environment.timeZone
        calendar.locale = environment.locale
        let date = selection.wrappedValue
        // The compact picker's buttons: the date in the locale's abbreviated form and the time
        // in its short form (no source found for the exact formats; the model uses Foundation's
        // `.abbreviated` date and `.shortened` time for the environment's locale and time zone).
        var shown: [String] = []
        if components.contains(.date) {
            shown.append(date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: environment.locale, calendar: calendar, timeZone: environment.timeZone)))
        }
        if components.contains(.hourAndMinute) {
            shown.append(date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: environment.locale, calendar: calendar, timeZone: environment.timeZone)))
        }
        let buttons = shown.map { SystemText.node(Text(verbatim: $0), font: .body, context: context) }
        let control = DisplayNode(kind: "HStack", children: buttons, layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))
        let node = LabeledRow.node(kind: "DatePicker", content: ReportQuoting.quote(title), label: environment.labelsHidden ? [] : labelUnits, control: [control])
        let style = environment.datePickerStyleName
        if style != "compact" { node.attributes.append((Attribute.Name.style, style)) }
        node.attributes.append((Attribute.Name.value, shown.joined(separator: " ")))
        if !environment.isEnabled { node.attributes.append((Attribute.Name.disabled, "true")) }
        node.accessibility.label = title
        let selection = self.selection, range = self.range, enabled = environment.isEnabled
        node.carried[DateChoiceKey.self] = DateChoice { day in
            guard enabled else { return "the date picker is disabled" }
            var parts = calendar.dateComponents([.hour, .minute, .second], from: selection.wrappedValue)
            parts.year = day.year
            parts.month = day.month
            parts.day = day.day
            guard let chosen = calendar.date(from: parts) else { return "no such day" }
            if let range, !range.contains(chosen) { return "the day is outside the date picker's range" }
            selection.wrappedValue = chosen
            return nil
        }
        return [node]
    }
}
