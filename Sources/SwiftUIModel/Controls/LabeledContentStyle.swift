import CourseCheckProtocol
import Foundation

/// A style that draws labeled content from its label and content (Apple's `LabeledContentStyle`).
/// Labeled content below `labeledContentStyle(_:)` shows the style's body (`CustomStyle`: styles stack).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a labeled content style draws from (Apple's `LabeledContentStyleConfiguration`): the
/// label and the content, as views.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    /// The content, as a view.
    public struct Content: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    public let label: LabeledContentStyleConfiguration.Label
    public let content: LabeledContentStyleConfiguration.Content
}

extension LabeledContentStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension LabeledContentStyleConfiguration.Content: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

/// The system's look: the label leading, the content trailing (`LabeledContent`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration).environment(\.labeledContentStyles, .init())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { .init() }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labeled content a style makes from its configuration, drawn by the next style out.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

struct LabeledContentStylesKey: EnvironmentKey { static var defaultValue: CustomStyleStack<LabeledContentStyleConfiguration> { .init() } }

extension EnvironmentValues {
    var labeledContentStyles: CustomStyleStack<LabeledContentStyleConfiguration> {
        get { self[LabeledContentStylesKey.self] }
        set { self[LabeledContentStylesKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func labeledContentStyle<S>(_ style: S) -> some View where S : LabeledContentStyle {
        modifier(_EnvironmentTransformModifier { environment in
            if style is AutomaticLabeledContentStyle {
                environment.labeledContentStyles = .init()
            } else {
                environment.labeledContentStyles = environment.labeledContentStyles.pushing(CustomStyle(name: "\(S.self)") { style.makeBody(configuration: $0) })
            }
        })
    }
}

extension LabeledContent {
    /// The innermost custom style's body, made from this view's label and content (which keep the
    /// styles they were declared under), in the stack without that style.
    func styledBody(_ environment: EnvironmentValues) -> ChildView? {
        let styles = environment.labeledContentStyles
        guard let style = styles.innermost else { return nil }
        let configuration = LabeledContentStyleConfiguration(
            label: .init(view: AnyView(label.environment(\.labeledContentStyles, styles))),
            content: .init(view: AnyView(content.environment(\.labeledContentStyles, styles))))
        return ChildView(identity: .index(2), view: AnyViewBox(style.makeBody(configuration)).environment(\.labeledContentStyles, styles.outer))
    }
}
