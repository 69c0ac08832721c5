import CourseCheckProtocol
import Foundation

/// How a menu looks (Apple's `MenuStyle`): a system style, which the model draws as its one menu
/// (the label, the items hidden until opened) with the style's name, or a style course code
/// writes, whose body a menu below `menuStyle(_:)` shows (`CustomStyle`: styles stack).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = MenuStyleConfiguration
}

/// What a menu style draws from (Apple's `MenuStyleConfiguration`): Apple's has no properties,
/// so a style shows `Menu(configuration)`, with modifiers around it.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view.
    public struct Label: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public typealias Body = Never
    }

    /// The menu's items, as a view.
    public struct Content: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public typealias Body = Never
    }

    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?
}

extension MenuStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension MenuStyleConfiguration.Content: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a style makes from its configuration, drawn by the next style out.
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        primaryAction = configuration.primaryAction
    }
}

/// A system menu style: the name the report gives it, nil for the default.
protocol SystemMenuStyle { var modelName: String? { get } }

/// The system's styles: each draws `Menu(configuration)` with its name.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct DefaultMenuStyle: MenuStyle, SystemMenuStyle {
    public init() {}
    var modelName: String? { nil }
    public func makeBody(configuration: Configuration) -> some View { Menus.system(configuration, style: modelName) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ButtonMenuStyle: MenuStyle, SystemMenuStyle {
    public init() {}
    var modelName: String? { "button" }
    public func makeBody(configuration: Configuration) -> some View { Menus.system(configuration, style: modelName) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 100000.0) Use .menuStyle(.button) and .buttonStyle(.borderless).")
public struct BorderlessButtonMenuStyle: MenuStyle, SystemMenuStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 100000.0) Use .menuStyle(.button) and .buttonStyle(.borderless).")
    public init() {}
    var modelName: String? { "borderlessButton" }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 100000.0) Use .menuStyle(.button) and .buttonStyle(.borderless).")
    public func makeBody(configuration: Configuration) -> some View { Menus.system(configuration, style: modelName) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 100000.0) Use .menuStyle(.button) and .buttonStyle(.borderless).")
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 100000.0) Use .menuStyle(.button) and .buttonStyle(.borderless).")
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

@MainActor
enum Menus {
    /// A system style's body: the configuration's menu, with that style's name and no custom style.
    static func system(_ configuration: MenuStyleConfiguration, style: String?) -> some View {
        Menu(configuration).modifier(_EnvironmentTransformModifier {
            $0.menuStyleName = style
            $0.menuStyles = .init()
        })
    }
}

struct MenuStyleNameKey: EnvironmentKey { static var defaultValue: String? { nil } }
struct MenuStylesKey: EnvironmentKey { static var defaultValue: CustomStyleStack<MenuStyleConfiguration> { .init() } }

extension EnvironmentValues {
    /// The system style menus are drawn in when no custom style is set (nil: the default).
    var menuStyleName: String? {
        get { self[MenuStyleNameKey.self] }
        set { self[MenuStyleNameKey.self] = newValue }
    }

    var menuStyles: CustomStyleStack<MenuStyleConfiguration> {
        get { self[MenuStylesKey.self] }
        set { self[MenuStylesKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func menuStyle<S>(_ style: S) -> some View where S : MenuStyle {
        modifier(_EnvironmentTransformModifier { environment in
            if let system = style as? any SystemMenuStyle {
                environment.menuStyleName = system.modelName
                environment.menuStyles = .init()
            } else {
                environment.menuStyles = environment.menuStyles.pushing(CustomStyle(name: "\(S.self)") { style.makeBody(configuration: $0) })
            }
        })
    }
}

extension Menu {
    /// The innermost custom style's body, made from this menu's label and items (which keep the
    /// styles they were declared under) and its primary action, in the stack without that style.
    @MainActor func styledBody(_ environment: EnvironmentValues) -> ChildView? {
        let styles = environment.menuStyles
        guard let style = styles.innermost else { return nil }
        let configuration = MenuStyleConfiguration(
            label: .init(view: AnyView(label.environment(\.menuStyles, styles))),
            content: .init(view: AnyView(content.environment(\.menuStyles, styles))),
            primaryAction: primaryAction)
        return ChildView(identity: .index(2), view: AnyViewBox(style.makeBody(configuration)).environment(\.menuStyles, styles.outer))
    }
}
