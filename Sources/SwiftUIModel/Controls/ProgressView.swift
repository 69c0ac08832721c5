import CourseCheckProtocol
import Foundation

/// A spinner, or a bar when given a value, with an optional label and value label (Apple's
/// `ProgressView`). The circular spinner is UIKit's medium activity indicator, 20 × 20 points
/// (UIActivityIndicatorView.Style.medium); the bar is 4 points tall (UIKit's default progress
/// view height; no public source found). A label goes above a bar and below a spinner.
@MainActor @preconcurrency
public struct ProgressView<Label: View, CurrentValueLabel: View> {
    let value: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(value: nil, label: nil, currentValueLabel: nil) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0 / total) }, label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(@ViewBuilder label: () -> Label) { self.init(value: nil, label: label(), currentValueLabel: nil) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value.map { Double($0 / total) }, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value.map { Double($0 / total) }, label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(value: nil, label: Text(titleKey), currentValueLabel: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(value: nil, label: Text(title), currentValueLabel: nil) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0 / total) }, label: Text(titleKey), currentValueLabel: nil)
    }
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value.map { Double($0 / total) }, label: Text(title), currentValueLabel: nil)
    }
}

/// How a progress view looks (Apple's `ProgressViewStyle`): the system's bar or spinner, or a
/// style course code writes, whose body a progress view below `progressViewStyle(_:)` shows
/// (`CustomStyle`: styles stack).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style draws from (Apple's `ProgressViewStyleConfiguration`): the fraction
/// completed, 0 to 1, nil when indeterminate (developer.apple.com/documentation/swiftui/
/// progressviewstyleconfiguration/fractioncompleted), and the labels, nil when the view has none.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public typealias Body = Never
    }

    /// The progress view's current value label, as a view.
    public struct CurrentValueLabel: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
        public typealias Body = Never
    }

    public let fractionCompleted: Double?
    public var label: ProgressViewStyleConfiguration.Label?
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style makes from its configuration, drawn by the next style out.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// The system's styles: each draws `ProgressView(configuration)` in its own look.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func makeBody(configuration: Configuration) -> some View { ProgressViews.system(configuration, style: "automatic") }
}
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) { ModelProblems.notModelled("LinearProgressViewStyle.init(tint:)", "the tint is not drawn") }
    public func makeBody(configuration: Configuration) -> some View { ProgressViews.system(configuration, style: "linear") }
}
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) { ModelProblems.notModelled("CircularProgressViewStyle.init(tint:)", "the tint is not drawn") }
    public func makeBody(configuration: Configuration) -> some View { ProgressViews.system(configuration, style: "circular") }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

@MainActor
enum ProgressViews {
    /// A system style's body: the configuration's progress view, in that style and no custom one.
    static func system(_ configuration: ProgressViewStyleConfiguration, style: String) -> some View {
        ProgressView(configuration).modifier(_EnvironmentTransformModifier {
            $0.progressViewStyleName = style
            $0.progressViewStyles = .init()
        })
    }

    /// The system style a style value names, nil for one course code wrote.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    static func systemName<S: ProgressViewStyle>(_ style: S) -> String? {
        switch style {
        case is DefaultProgressViewStyle: "automatic"
        case is LinearProgressViewStyle: "linear"
        case is CircularProgressViewStyle: "circular"
        default: nil
        }
    }
}

struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }
struct ProgressViewStylesKey: EnvironmentKey { static var defaultValue: CustomStyleStack<ProgressViewStyleConfiguration> { .init() } }

extension EnvironmentValues {
    /// The system style progress views are drawn in when no custom style is set.
    var progressViewStyleName: String {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }

    var progressViewStyles: CustomStyleStack<ProgressViewStyleConfiguration> {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func progressViewStyle<S>(_ style: S) -> some View where S : ProgressViewStyle {
        modifier(_EnvironmentTransformModifier { environment in
            if let name = ProgressViews.systemName(style) {
                environment.progressViewStyleName = name
                environment.progressViewStyles = .init()
            } else {
                environment.progressViewStyles = environment.progressViewStyles.pushing(CustomStyle(name: "\(S.self)") { style.makeBody(configuration: $0) })
            }
        })
    }
}

extension ProgressView {
    /// The innermost custom style's body, made from this view's value and labels (which keep the
    /// styles they were declared under), in the stack without that style.
    func styledBody(_ environment: EnvironmentValues) -> ChildView? {
        let styles = environment.progressViewStyles
        guard let style = styles.innermost else { return nil }
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: value,
            label: label.map { .init(view: AnyView($0.environment(\.progressViewStyles, styles))) },
            currentValueLabel: currentValueLabel.map { .init(view: AnyView($0.environment(\.progressViewStyles, styles))) })
        return ChildView(identity: .index(2), view: AnyViewBox(style.makeBody(configuration)).environment(\.progressViewStyles, styles.outer))
    }
}

extension ProgressView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let body = styledBody(context.environment) { return [body] }
        return [ChildView(identity: .index(0), view: label), ChildView(identity: .index(1), view: currentValueLabel)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let custom = context.environment.progressViewStyles.innermost {
            let node = DisplayNode(kind: "ProgressView", children: children.flatMap { $0 }, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.style, custom.name)]
            return [node]
        }
        let style = context.environment.progressViewStyleName
        let label = children[0], valueLabel = children[1]
        // Automatic: a bar when there is a value, a spinner when there is none.
        let isBar = style == "linear" || (style == "automatic" && value != nil)
        let indicator: DisplayNode
        if isBar {
            let fraction = min(max(value ?? 0, 0), 1)
            indicator = DisplayNode(kind: "ProgressView", layout: LeafLayout { CGSize(width: $0.width ?? 10, height: 4) })
            indicator.attributes = [(Attribute.Name.value, ReportNumber.format(fraction))]
            indicator.drawing.paint = Paint(kind: .fill(style: context.environment.tintName ?? "accentColor", shape: .capsule))
        } else {
            indicator = DisplayNode(kind: "ProgressView", layout: LeafLayout { _ in CGSize(width: 20, height: 20) })
            indicator.attributes = [(Attribute.Name.spinning, "true")]
            indicator.drawing.paint = Paint(kind: .spinner)
            indicator.accessibility.label = "In progress"
        }
        if style != "automatic" { indicator.attributes.append((Attribute.Name.style, style)) }
        guard !label.isEmpty || !valueLabel.isEmpty else { return [indicator] }
        let parts = isBar ? label + [indicator] + valueLabel : [indicator] + label + valueLabel
        let column = stackNode(kind: "VStack", children: parts, layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: isBar ? 0 : 0.5))[0]
        return [column]
    }
}

extension ProgressView: View {}
