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
    public typealias Body = Never
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

/// How a gauge looks (Apple's `GaugeStyle`). The model draws every style as the linear bar and
/// reports the style's name.
public protocol GaugeStyle { var modelName: String { get } }
public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var modelName: String { "automatic" } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var modelName: String { "linearCapacity" } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {}; public var modelName: String { "accessoryLinear" } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var modelName: String { "accessoryLinearCapacity" } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var modelName: String { "accessoryCircular" } }
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {}; public var modelName: String { "accessoryCircularCapacity" } }
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

struct GaugeStyleKey: EnvironmentKey { static var defaultValue: String { "automatic" } }

extension EnvironmentValues {
    var gaugeStyleName: String {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let name = style.modelName
        if name.hasPrefix("accessoryCircular") {
            ModelProblems.notModelled("gaugeStyle(.\(name))", "the gauge is drawn as a linear bar")
        }
        return modifier(_EnvironmentTransformModifier { $0.gaugeStyleName = name })
    }
}

extension Gauge: View {}

extension Gauge: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: label), ChildView(identity: .index(1), view: currentValueLabel),
         ChildView(identity: .index(2), view: minimumValueLabel), ChildView(identity: .index(3), view: maximumValueLabel)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
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
