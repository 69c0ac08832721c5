import Testing
@testable import SwiftUIModel

/// A widget bundle's builder keeps its widgets in order, an `if #available` branch's too, and a
/// control through Apple's adaptor; the widget configurations report themselves.
@MainActor
@Suite("Widget bundles")
struct WidgetBundleTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct First: Widget { var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() } }
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Second: Widget { var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() } }
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Third: Widget { var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() } }
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Control: ControlWidget { var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() } }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Bundle: WidgetBundle {
        var body: some Widget {
            First()
            Second()
            if #available(iOS 17, *) {
                Third()
            }
            Control()
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct One: WidgetBundle {
        @WidgetBundleBuilder var body: some Widget { First() }
    }

    /// The widgets the builder kept, by type, an `if #available` branch's in its place.
    @available(*, deprecated, message: "tests API whose availability is data")
    func names(_ widget: any Widget) -> [String] {
        if let built = widget as? BuiltWidgets { return built.widgets.flatMap(names) }
        return ["\(type(of: widget))"]
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theBuilderKeepsTheWidgetsInOrder() {
        #expect(names(Bundle().body) == ["First", "Second", "Third", "_ControlWidgetAdaptor<Control>"])
        #expect(names(One().body) == ["First"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBranchNotTakenIsAWidgetOfNothing() {
        let none = WidgetBundleBuilder.buildOptional(nil)
        #expect((none as? BuiltWidgets)?.widgets.isEmpty == true)
        let limited = WidgetBundleBuilder.buildLimitedAvailability(First())
        #expect(names(WidgetBundleBuilder.buildOptional(limited)) == ["First"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anEmptyBundleHasNoWidgets() {
        #expect((WidgetBundleBuilder.buildBlock() as? BuiltWidgets)?.widgets.isEmpty == true)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aBackgroundTaskOnAWidgetReportsItself() {
        _ = EmptyWidgetConfiguration().backgroundTask(.appRefresh("refresh")) { }
        #expect(ModelProblems.recorded.contains { $0.contains("WidgetConfiguration.backgroundTask(_:action:)") })
        #expect(ModelProblems.recorded.contains { $0.contains("BackgroundTask.appRefresh(_:)") })
    }
}
