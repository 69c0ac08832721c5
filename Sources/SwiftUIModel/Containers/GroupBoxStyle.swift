import CourseCheckProtocol
import Foundation

/// A style that draws a group box from its label and content (Apple's `GroupBoxStyle`). A group
/// box below `groupBoxStyle(_:)` shows the style's body (`CustomStyle`: styles stack).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a group box style draws from (Apple's `GroupBoxStyleConfiguration`): the box's label and
/// content, as views.
public struct GroupBoxStyleConfiguration {
    /// The group box's label, as a view.
    public struct Label: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public typealias Body = Never
    }

    /// The group box's content, as a view.
    public struct Content: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public typealias Body = Never
    }

    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension GroupBoxStyleConfiguration.Content: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

/// The system's group box: a box with a rounded background (`GroupBox`).
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).environment(\.groupBoxStyles, .init())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a style makes from its configuration, drawn by the next style out.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

struct GroupBoxStylesKey: EnvironmentKey { static var defaultValue: CustomStyleStack<GroupBoxStyleConfiguration> { .init() } }

extension EnvironmentValues {
    var groupBoxStyles: CustomStyleStack<GroupBoxStyleConfiguration> {
        get { self[GroupBoxStylesKey.self] }
        set { self[GroupBoxStylesKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func groupBoxStyle<S>(_ style: S) -> some View where S : GroupBoxStyle {
        modifier(_EnvironmentTransformModifier { environment in
            if style is DefaultGroupBoxStyle {
                environment.groupBoxStyles = .init()
            } else {
                environment.groupBoxStyles = environment.groupBoxStyles.pushing(CustomStyle(name: "\(S.self)") { style.makeBody(configuration: $0) })
            }
        })
    }
}

extension GroupBox {
    /// The innermost custom style's body, made from this box's label and content (which keep the
    /// styles they were declared under), in the stack without that style.
    func styledBody(_ environment: EnvironmentValues) -> ChildView? {
        let styles = environment.groupBoxStyles
        guard let style = styles.innermost else { return nil }
        let configuration = GroupBoxStyleConfiguration(
            label: .init(view: AnyView(label.environment(\.groupBoxStyles, styles))),
            content: .init(view: AnyView(content.environment(\.groupBoxStyles, styles))))
        return ChildView(identity: .index(2), view: AnyViewBox(style.makeBody(configuration)).environment(\.groupBoxStyles, styles.outer))
    }
}
