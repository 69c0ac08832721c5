import CourseCheckProtocol
import Foundation

/// A value within a range, shown as a filled bar (Apple's `Gauge`, iOS 16; its default style on
/// iOS is a linear capacity bar with the label above and the value labels beside it). The bar's
/// height has no source: the model uses the progress bar's 4 points.
@MainActor @preconcurrency
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View> {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Gauges.fraction(value, bounds), label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Gauges.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Gauges.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// Marked values along the gauge (a circular style's ticks): the gauge is drawn with the other
/// labels, and the marks, which the model does not draw, are reported.
extension Gauge {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView {
        self.init(fraction: Gauges.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
        Gauges.marksNotDrawn("Gauge.init(value:in:label:currentValueLabel:markedValueLabels:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Gauges.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
        Gauges.marksNotDrawn("Gauge.init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:markedValueLabels:)")
    }
}

enum Gauges {
    static func marksNotDrawn(_ api: String) {
        ModelProblems.notModelled(api, "the marked value labels are not drawn: the gauge shows its other labels")
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }
}

/// How a gauge looks (Apple's `GaugeStyle`): a system style, which the model draws as the linear
/// bar with the style's name, or a style course code writes, whose body a gauge below
/// `gaugeStyle(_:)` shows (`CustomStyle`: styles stack).
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style draws from (Apple's `GaugeStyleConfiguration`): the gauge's value as a
/// fraction of its range, 0 to 1 (developer.apple.com/documentation/swiftui/gaugestyleconfiguration/value:
/// "The valid range is 0.0 to 1.0"), and its labels, nil when the gauge has none. The marked value
/// labels are not handed to the style (Apple's configuration has no property for them).
public struct GaugeStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    public struct CurrentValueLabel: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    public struct MinimumValueLabel: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    public struct MaximumValueLabel: View {
        let view: AnyView
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public struct MarkedValueLabel: View {
        let view: AnyView
        public typealias Body = Never
    }

    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

extension GaugeStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension GaugeStyleConfiguration.CurrentValueLabel: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension GaugeStyleConfiguration.MinimumValueLabel: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension GaugeStyleConfiguration.MaximumValueLabel: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension GaugeStyleConfiguration.MarkedValueLabel: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

/// The system's styles: each draws the configuration's gauge in its own look.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func makeBody(configuration: Configuration) -> some View { Gauges.system(configuration, style: "automatic") }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauges.system(configuration, style: "linearCapacity") }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauges.system(configuration, style: "accessoryLinear") }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauges.system(configuration, style: "accessoryLinearCapacity") }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauges.system(configuration, style: "accessoryCircular") }
}
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Gauges.system(configuration, style: "accessoryCircularCapacity") }
}
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() } }

extension Gauges {
    /// A system style's body: a gauge of the configuration's value and labels, in that style and
    /// no custom one.
    @MainActor static func system(_ configuration: GaugeStyleConfiguration, style: String) -> some View {
        Gauge<GaugeStyleConfiguration.Label, GaugeStyleConfiguration.CurrentValueLabel, AnyView, EmptyView>(
            fraction: configuration.value, label: configuration.label, currentValueLabel: configuration.currentValueLabel,
            minimumValueLabel: configuration.minimumValueLabel.map { AnyView($0) }, maximumValueLabel: configuration.maximumValueLabel.map { AnyView($0) })
        .modifier(_EnvironmentTransformModifier {
            $0.gaugeStyleName = style
            $0.gaugeStyles = .init()
        })
    }

    /// The system style a style value names, nil for one course code wrote.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    static func systemName<S: GaugeStyle>(_ style: S) -> String? {
        switch style {
        case is DefaultGaugeStyle: "automatic"
        case is LinearCapacityGaugeStyle: "linearCapacity"
        case is AccessoryLinearGaugeStyle: "accessoryLinear"
        case is AccessoryLinearCapacityGaugeStyle: "accessoryLinearCapacity"
        case is AccessoryCircularGaugeStyle: "accessoryCircular"
        case is AccessoryCircularCapacityGaugeStyle: "accessoryCircularCapacity"
        default: nil
        }
    }
}

struct GaugeStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }
struct GaugeStylesKey: EnvironmentKey { static var defaultValue: CustomStyleStack<GaugeStyleConfiguration> { .init() } }

extension EnvironmentValues {
    /// The system style gauges are drawn in when no custom style is set.
    var gaugeStyleName: String {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    var gaugeStyles: CustomStyleStack<GaugeStyleConfiguration> {
        get { self[GaugeStylesKey.self] }
        set { self[GaugeStylesKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func gaugeStyle<S>(_ style: S) -> some View where S : GaugeStyle {
        let name = Gauges.systemName(style)
        if let name, name.hasPrefix("accessoryCircular") {
            ModelProblems.notModelled("gaugeStyle(.\(name))", "the gauge is drawn as a linear bar")
        }
        return modifier(_EnvironmentTransformModifier { environment in
            if let name {
                environment.gaugeStyleName = name
                environment.gaugeStyles = .init()
            } else {
                environment.gaugeStyles = environment.gaugeStyles.pushing(CustomStyle(name: "\(S.self)") { style.makeBody(configuration: $0) })
            }
        })
    }
}

extension Gauge {
    /// The innermost custom style's body, made from this gauge's value and labels (which keep the
    /// styles they were declared under), in the stack without that style.
    func styledBody(_ environment: EnvironmentValues) -> ChildView? {
        let styles = environment.gaugeStyles
        guard let style = styles.innermost else { return nil }
        func keeping<V: View>(_ view: V) -> AnyView { AnyView(view.environment(\.gaugeStyles, styles)) }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(view: keeping(label)),
            currentValueLabel: currentValueLabel.map { .init(view: keeping($0)) },
            minimumValueLabel: minimumValueLabel.map { .init(view: keeping($0)) },
            maximumValueLabel: maximumValueLabel.map { .init(view: keeping($0)) })
        return ChildView(identity: .index(4), view: AnyViewBox(style.makeBody(configuration)).environment(\.gaugeStyles, styles.outer))
    }
}

extension Gauge: View {}

extension Gauge: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if let body = styledBody(context.environment) { return [body] }
        return [ChildView(identity: .index(0), view: label), ChildView(identity: .index(1), view: currentValueLabel),
         ChildView(identity: .index(2), view: minimumValueLabel), ChildView(identity: .index(3), view: maximumValueLabel)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if let custom = context.environment.gaugeStyles.innermost {
            let node = DisplayNode(kind: "Gauge", children: children.flatMap { $0 }, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.style, custom.name)]
            return [node]
        }
        let bar = DisplayNode(kind: "Track", layout: LeafLayout { CGSize(width: $0.width ?? 10, height: 4) })
        bar.drawing.paint = Paint(kind: .fill(style: context.environment.tintName ?? "accentColor", shape: .capsule))
        bar.layoutPriority = -1
        let barRow = stackNode(kind: "HStack", children: children[2] + [bar] + children[3], layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))[0]
        let header = children[0] + children[1]
        let parts = (header.isEmpty ? [] : [stackNode(kind: "HStack", children: header, layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))[0]]) + [barRow]
        let node = stackNode(kind: "Gauge", children: parts, layout: StackLayout(axis: .vertical, spacing: nil, crossAlignment: 0))[0]
        node.attributes = [(Attribute.Name.value, ReportNumber.format(fraction))]
        let style = context.environment.gaugeStyleName
        if style != "automatic" { node.attributes.append((Attribute.Name.style, style)) }
        node.accessibility.label = children[0].compactMap(\.accessibility.label).joined(separator: " ")
        return [node]
    }
}
