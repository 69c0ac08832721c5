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
    public typealias Body = Never
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

/// How a progress view looks (Apple's `ProgressViewStyle`): a bar or a spinner.
public protocol ProgressViewStyle { var modelName: String { get } }
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {}; public var modelName: String { "automatic" } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) { ModelProblems.notModelled("LinearProgressViewStyle.init(tint:)", "the tint is not drawn") }
    public var modelName: String { "linear" }
}
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) { ModelProblems.notModelled("CircularProgressViewStyle.init(tint:)", "the tint is not drawn") }
    public var modelName: String { "circular" }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

struct ProgressViewStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }

extension EnvironmentValues {
    var progressViewStyleName: String {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier { $0.progressViewStyleName = style.modelName })
    }
}

extension ProgressView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: label), ChildView(identity: .index(1), view: currentValueLabel)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
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
