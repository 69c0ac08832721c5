import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// A date picker below `datePickerStyle(_:)` with a style course code wrote shows the style's
/// body, made from its label, binding, range and components; the system styles' bodies draw the
/// picker (DatePicker.swift).
@Suite("Date picker styles") @MainActor
struct DatePickerStyleTests {
    final class Box {
        var value: Date
        init(_ value: Date) { self.value = value }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct NextDayStyle: DatePickerStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text(configuration.minimumDate == nil ? "from any day" : "from a day")
                Text(configuration.maximumDate == nil ? "to any day" : "to a day")
                Text(configuration.displayedComponents == .date ? "date only" : "date and time")
                Button("Next") { configuration.selection = configuration.selection.addingTimeInterval(86_400) }
            }
        }
    }

    /// A title that is a string (not a literal) with a range up to a day.
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aStringTitleWithARangeThroughADayBoundsTheEnd() {
        let title = String("Until")
        let graph = mount(DatePicker(title, selection: .constant(Date(timeIntervalSince1970: 0)), in: ...Date(timeIntervalSince1970: 86_400)).datePickerStyle(NextDayStyle()))
        #expect(plainTexts(graph) == ["Until", "from any day", "to a day", "date and time", "Next"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct WheelWrapperStyle: DatePickerStyle {
        func makeBody(configuration: Configuration) -> some View { WheelDatePickerStyle().makeBody(configuration: configuration) }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCustomStyleDrawsFromTheConfigurationAndSetsTheSelection() {
        let start = Date(timeIntervalSince1970: 0)
        let box = Box(start)
        let binding = Binding(get: { box.value }, set: { box.value = $0 })
        let graph = mount(DatePicker("Day", selection: binding, in: start..., displayedComponents: .date).datePickerStyle(NextDayStyle()))
        #expect(plainTexts(graph) == ["Day", "from a day", "to any day", "date only", "Next"])
        #expect(find("DatePicker", in: graph)?.attributes.contains { $0.0 == Attribute.Name.style && $0.1 == "NextDayStyle" } == true)
        tap("Next", in: graph)
        #expect(box.value == start.addingTimeInterval(86_400))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSystemStylesBodyDrawsThePickerInItsLook() {
        let graph = mount(DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(WheelWrapperStyle()))
        let drawn = find("DatePicker", in: graph)?.children.first
        #expect(drawn?.kind == "DatePicker")
        #expect(drawn?.attributes.contains { $0.0 == Attribute.Name.style && $0.1 == "wheel" } == true)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSystemStyleBelowACustomOneDrawsTheSystemsPicker() {
        let graph = mount(DatePicker("Day", selection: .constant(Date(timeIntervalSince1970: 0))).datePickerStyle(.wheel).datePickerStyle(NextDayStyle()))
        #expect(find("DatePicker", in: graph)?.attributes.contains { $0.0 == Attribute.Name.style && $0.1 == "wheel" } == true)
        #expect(!plainTexts(graph).contains("Next"))
    }
}
