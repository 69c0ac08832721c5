/// Widget bundles and their builder (Apple's `WidgetBundle`, `WidgetBundleBuilder`,
/// `_LimitedAvailabilityWidgetMarker`, `EmptyWidgetConfiguration`,
/// `LimitedAvailabilityConfiguration`, as SwiftUI's interface declares them; the builder's bodies
/// follow Apple's inlinable ones). Widgets are WidgetKit's and run in a widget extension: the
/// model runs an app, never a widget extension, so it never shows a widget or calls a bundle's or
/// widget's `body`. The builder itself behaves: it keeps the bundle's widgets, in order
/// (`BuiltWidgets`).
///
/// Not modelled: the model never launches a widget bundle; nothing calls its body.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// Not modelled: the model never shows a widget.
    associatedtype Body : Widget
    /// Not modelled: the model never makes a widget bundle.
    @MainActor @preconcurrency init()
    /// Not modelled: the model never launches a widget bundle; nothing calls its body.
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Apple's marker for the widget a builder makes of an `if #available` branch.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public protocol _LimitedAvailabilityWidgetMarker {}

/// What the model's builder made: the widgets of a bundle's body, in order.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
@MainActor
protocol BuiltWidgets {
    var widgets: [any Widget] { get }
}

/// A bundle body's widgets (Apple's internal `TupleWidget`).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
struct TupleWidget: Widget, BuiltWidgets {
    let widgets: [any Widget]
    init() { widgets = [] }
    init(_ widgets: [any Widget]) { self.widgets = widgets }
    /// Not modelled: the model never shows a widget (a primitive: nothing calls its body).
    var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A widget available from a release on (Apple's internal `LimitedAvailabilityWidget`), made of an
/// `if #available` branch, or of nothing when the branch is not taken.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
struct LimitedAvailabilityWidget: Widget, _LimitedAvailabilityWidgetMarker, BuiltWidgets {
    let widgets: [any Widget]
    init() { widgets = [] }
    init(_ widget: any Widget) { widgets = [widget] }
    /// Not modelled: the model never shows a widget (a primitive: nothing calls its body).
    var body: LimitedAvailabilityConfiguration { LimitedAvailabilityConfiguration() }
}

/// Apple's adaptor that puts a control (`ControlWidget`) in a widget bundle.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct _ControlWidgetAdaptor<Base>: Widget where Base : ControlWidget {
    let base: Base?
    /// Not modelled: the model never makes a widget.
    public init() { base = nil }
    public init(_ base: Base) { self.base = base }
    /// Not modelled: the model never shows a control (a primitive: nothing calls its body).
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// The result builder of a widget bundle's body. It keeps the widgets it is given, in order, and
/// accepts `if #available` (each branch a widget available from a release on) but no other `if`,
/// as Apple's does. (Main-actor isolated, unlike Apple's: the widgets it makes are, and a bundle's
/// body, where it runs, is too.)
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
@resultBuilder @MainActor
public struct WidgetBundleBuilder {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildExpression<Content>(_ content: Content) -> Content where Content : Widget { content }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock() -> some Widget { TupleWidget() }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock<Content>(_ content: Content) -> some Widget where Content : Widget { content }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public static func buildBlock<each C>(_ c: repeat each C) -> some Widget where repeat each C : Widget {
        var widgets: [any Widget] = []
        for widget in repeat each c { widgets.append(widget) }
        return TupleWidget(widgets)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension WidgetBundleBuilder {
    /// An `if #available` branch not taken is a widget of nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        if let widget { return widget as? LimitedAvailabilityWidget ?? LimitedAvailabilityWidget(widget) }
        return LimitedAvailabilityWidget()
    }

    /// Apple's: an `if` without `#available` does not compile in a widget bundle.
    @available(*, unavailable, message: "if statements in a WidgetBundleBuilder can only be used with #available clauses")
    public static func buildOptional<W>(_ widget: W?) where W : Widget {}

    @available(*, deprecated, message: "@available(iOS, introduced: 16.1)")
    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        LimitedAvailabilityWidget(widget)
    }

    /// Apple's, for releases before 16.1 (Apple's crashes there; the model keeps the widget).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 14.0, obsoleted: 16.1) this code may crash on earlier versions of the OS; specify '#available(iOS 16.1, *)' or newer instead")
    @_disfavoredOverload
    public static func buildLimitedAvailability(_ widget: any Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        LimitedAvailabilityWidget(widget)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension WidgetBundleBuilder {
    /// A control in a widget bundle, through Apple's adaptor.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildExpression<Content>(_ content: Content) -> some Widget where Content : ControlWidget {
        _ControlWidgetAdaptor(content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildLimitedAvailability(_ widget: some ControlWidget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        LimitedAvailabilityWidget(_ControlWidgetAdaptor(widget))
    }
}

/// A widget configuration of nothing.
///
/// Not modelled: the model never shows a widget.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct EmptyWidgetConfiguration : WidgetConfiguration {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public typealias Body = Never
    /// Not modelled: the model never shows a widget.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public nonisolated init() {}
    /// A primitive: nothing calls its body (Apple's has none in its interface).
    public var body: Never { fatalError("\(Self.self) is a primitive") }
}

/// The configuration of a widget available from a release on (an `if #available` branch in a
/// bundle).
///
/// Not modelled: the model never shows a widget.
@available(*, deprecated, message: "@available(iOS, introduced: 16.1)")
@MainActor @preconcurrency
public struct LimitedAvailabilityConfiguration : WidgetConfiguration {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.1)")
    public typealias Body = Never
    nonisolated init() {}
    /// A primitive: nothing calls its body (Apple's has none in its interface).
    public var body: Never { fatalError("\(Self.self) is a primitive") }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension Never : WidgetConfiguration {}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension WidgetConfiguration {
    /// Not modelled: the model never runs a widget's background tasks; reports itself and returns
    /// the configuration unchanged.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public nonisolated func backgroundTask<D, R>(_ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R) -> some WidgetConfiguration where D : Sendable, R : Sendable {
        ModelProblems.notModelled("WidgetConfiguration.backgroundTask(_:action:)", "the model never runs a widget's background tasks")
        return self
    }
}
