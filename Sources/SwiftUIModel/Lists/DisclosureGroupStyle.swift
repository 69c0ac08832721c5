import CourseCheckProtocol
import Foundation

/// How a disclosure group looks (Apple's `DisclosureGroupStyle`): the system's label row with its
/// content below when expanded, or a style course code writes, whose body a disclosure group
/// below `disclosureGroupStyle(_:)` shows (`CustomStyle`: styles stack).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a disclosure group style draws from (Apple's `DisclosureGroupStyleConfiguration`): the
/// label, the content (which the body shows when it chooses) and whether the group is expanded,
/// as a binding: the group's own binding, or the state it keeps when it was given none.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label, as a view.
    public struct Label: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    /// The group's content, as a view.
    public struct Content: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    public let label: DisclosureGroupStyleConfiguration.Label
    public let content: DisclosureGroupStyleConfiguration.Content
    @Binding public var isExpanded: Bool
}

extension DisclosureGroupStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension DisclosureGroupStyleConfiguration.Content: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

/// The system's look: the label row, the content below it when expanded.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) { configuration.content } label: { configuration.label }
            .environment(\.disclosureGroupStyles, .init())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

struct DisclosureGroupStylesKey: EnvironmentKey { static var defaultValue: CustomStyleStack<DisclosureGroupStyleConfiguration> { .init() } }

extension EnvironmentValues {
    var disclosureGroupStyles: CustomStyleStack<DisclosureGroupStyleConfiguration> {
        get { self[DisclosureGroupStylesKey.self] }
        set { self[DisclosureGroupStylesKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func disclosureGroupStyle<S>(_ style: S) -> some View where S : DisclosureGroupStyle {
        modifier(_EnvironmentTransformModifier { environment in
            if style is AutomaticDisclosureGroupStyle {
                environment.disclosureGroupStyles = .init()
            } else {
                environment.disclosureGroupStyles = environment.disclosureGroupStyles.pushing(CustomStyle(name: "\(S.self)") { style.makeBody(configuration: $0) })
            }
        })
    }
}

extension DisclosureGroup {
    /// The innermost custom style's body, made from this group's label and content (which keep
    /// the styles they were declared under) and its expansion, in the stack without that style.
    func styledBody(_ context: BuildContext) -> ChildView? {
        let styles = context.environment.disclosureGroupStyles
        guard let style = styles.innermost else { return nil }
        let node = context.node
        let expansion = isExpanded ?? Binding(get: { (node.storage["disclosure.expanded"] as? Box<Bool>)?.value ?? false }, set: {
            node.storage["disclosure.expanded"] = Box($0)
            node.invalidate()
        })
        // What the body shows depends on the expansion: its change builds this view again.
        _ = BodyEvaluation.attributing(to: node) { expanded(node) }
        let configuration = DisclosureGroupStyleConfiguration(
            label: .init(view: AnyView(label.environment(\.disclosureGroupStyles, styles))),
            content: .init(view: AnyView(content.environment(\.disclosureGroupStyles, styles))),
            isExpanded: expansion)
        return ChildView(identity: .index(2), view: AnyViewBox(style.makeBody(configuration)).environment(\.disclosureGroupStyles, styles.outer))
    }
}
