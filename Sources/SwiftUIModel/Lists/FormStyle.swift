import Foundation

/// How a form arranges its controls (Apple's `FormStyle`). On iPhone every system style is
/// grouped (the columns style is for macOS); a form below `formStyle(_:)` with a style course
/// code wrote shows the style's body (`CustomStyle`: styles stack).
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = FormStyleConfiguration
}

/// What a form style draws from (Apple's `FormStyleConfiguration`): the form's content, as a view.
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    public struct Content: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    public let content: FormStyleConfiguration.Content
}

extension FormStyleConfiguration.Content: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a style makes from its configuration, drawn by the next style out.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ configuration: FormStyleConfiguration) {
        self.init { configuration.content }
    }
}

/// The system's styles: each draws `Form(configuration)`, grouped.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: Configuration) -> some View { Forms.system(configuration) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Forms.system(configuration) }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Forms.system(configuration) }
}
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

@MainActor
enum Forms {
    /// A system style's body: the configuration's form, grouped, and no custom style.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    static func system(_ configuration: FormStyleConfiguration) -> some View {
        Form(configuration).environment(\.formStyles, .init())
    }
}

struct FormStylesKey: EnvironmentKey { static var defaultValue: CustomStyleStack<FormStyleConfiguration> { .init() } }

extension EnvironmentValues {
    var formStyles: CustomStyleStack<FormStyleConfiguration> {
        get { self[FormStylesKey.self] }
        set { self[FormStylesKey.self] = newValue }
    }
}

extension View {
    /// On iPhone a system style draws the grouped form; a style course code wrote draws its body.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func formStyle<S>(_ style: S) -> some View where S : FormStyle {
        modifier(_EnvironmentTransformModifier { environment in
            switch style {
            case is AutomaticFormStyle, is GroupedFormStyle, is ColumnsFormStyle:
                environment.formStyles = .init()
            default:
                environment.formStyles = environment.formStyles.pushing(CustomStyle(name: "\(S.self)") { style.makeBody(configuration: $0) })
            }
        })
    }
}

extension Form {
    /// The innermost custom style's body, made from this form's content (which keeps the styles
    /// it was declared under), in the stack without that style.
    func styledBody(_ environment: EnvironmentValues) -> ChildView? {
        let styles = environment.formStyles
        guard let style = styles.innermost else { return nil }
        let configuration = FormStyleConfiguration(content: .init(view: AnyView(content.environment(\.formStyles, styles))))
        return ChildView(identity: .index(1), view: AnyViewBox(style.makeBody(configuration)).environment(\.formStyles, styles.outer))
    }
}
