/// iOS 18's controls (Control Center and Lock Screen controls): SwiftUI declares the protocols and
/// builders; the configurations and templates that conform to them are WidgetKit's. The model runs
/// an app, not its widget extension: it declares them so that code naming them compiles, and
/// never shows a control.
///
/// Not modelled: the model never shows a control widget; nothing calls its body.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@MainActor @preconcurrency
public protocol ControlWidget {
    /// Not modelled: the model never makes a control widget.
    @MainActor @preconcurrency init()
    /// Not modelled: the model never shows a control widget.
    associatedtype Body : ControlWidgetConfiguration
    /// Not modelled: the model never shows a control widget; nothing calls its body.
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Not modelled: the model never shows a control widget; nothing calls its body.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    /// Not modelled: the model never shows a control widget.
    associatedtype Body : ControlWidgetConfiguration
    /// Not modelled: the model never shows a control widget; nothing calls its body.
    @ControlWidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Not modelled: the model never shows a control widget; nothing calls its body.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    /// Not modelled: the model never shows a control widget.
    associatedtype Body : ControlWidgetTemplate
    /// Not modelled: the model never shows a control widget; nothing calls its body.
    @ControlWidgetTemplateBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Never: ControlWidgetConfiguration {}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Never: ControlWidgetTemplate {}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildExpression<Content>(_ content: Content) -> Content where Content : ControlWidgetConfiguration { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<Content>(_ content: Content) -> some ControlWidgetConfiguration where Content : ControlWidgetConfiguration { content }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildExpression<Content>(_ content: Content) -> Content where Content : ControlWidgetTemplate { content }
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock<Content>(_ content: Content) -> some ControlWidgetTemplate where Content : ControlWidgetTemplate { content }
}

/// Not modelled: the model never shows a control widget.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@MainActor @preconcurrency
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
    /// Not modelled: the model never shows a control widget.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init() {}
    /// A primitive: nothing calls its body (Apple's has none in its interface).
    public var body: Never { return fatalError("\(Self.self) is a primitive") }
}

/// Not modelled: the model never shows a control widget.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@MainActor @preconcurrency
public struct EmptyControlWidgetTemplate {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
    /// Not modelled: the model never shows a control widget.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init() {}
    /// A primitive: nothing calls its body (Apple's has none in its interface).
    public var body: Never { return fatalError("\(Self.self) is a primitive") }
}
