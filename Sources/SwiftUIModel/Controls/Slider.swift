import CourseCheckProtocol
import Foundation

/// Chooses a value in a range by dragging a thumb (Apple's `Slider`). It takes the width it is
/// offered. A `set "Title" to 0.5` step sets it, as a drag would: clamped to the range and, with
/// a step, to the nearest step; `onEditingChanged` is told the drag began and ended.
@MainActor @preconcurrency
public struct Slider<Label: View, ValueLabel: View> {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension Slider {
    static func doubleBinding<V: BinaryFloatingPoint>(_ value: Binding<V>) -> Binding<Double> {
        Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Self.doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
                  label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Self.doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
                  label: EmptyView(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Self.doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
                  label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Self.doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
                  label: label(), minimumValueLabel: nil, maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Self.doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: nil,
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: Self.doubleBinding(value), bounds: Double(bounds.lowerBound)...Double(bounds.upperBound), step: Double(step),
                  label: label(), minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

/// The first forms of the initialisers, `onEditingChanged` before the label (and the value labels
/// as values): Apple's interface marks them `@_disfavoredOverload`, so a trailing closure makes the
/// current form, and they make what it makes.
extension Slider where ValueLabel == EmptyView {
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'Slider(value:in:label:onEditingChanged:)'")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'Slider(value:in:step:label:onEditingChanged:)'")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)'")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
                  onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)'")
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel },
                  onEditingChanged: onEditingChanged)
    }
}

/// What a `set` step can do with a slider.
struct SetValueInteraction {
    let set: @MainActor (Double) -> Void
}
enum SetValueInteractionKey: CarriedKey { typealias Value = SetValueInteraction }

enum SliderMetrics {
    /// The track's height with its thumb. No source found: 28 points is the model's assumption.
    static let height: CGFloat = 28
}

extension Slider: View {}

extension Slider: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        var children = [ChildView(identity: .index(0), view: label)]
        if let minimumValueLabel { children.append(ChildView(identity: .index(1), view: minimumValueLabel)) }
        if let maximumValueLabel { children.append(ChildView(identity: .index(2), view: maximumValueLabel)) }
        return children
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let environment = context.environment
        let title = AccessibilityTree.label(of: children[0], separator: " ")
        let track = DisplayNode(kind: "Track", layout: LeafLayout { CGSize(width: $0.width ?? 0, height: SliderMetrics.height) })
        track.drawing.paint = Paint(kind: .fill(style: environment.tintName ?? "accentColor", shape: .capsule))
        var parts: [DisplayNode] = []
        if minimumValueLabel != nil { parts += children[1] }
        parts.append(track)
        if maximumValueLabel != nil { parts += children[children.count - 1] }
        let node = stackNode(kind: "Slider", children: parts, layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))[0]
        // The track is flexible: the slider spans what it is offered.
        track.layoutPriority = -1
        node.content = ReportQuoting.quote(title)
        node.attributes = [(Attribute.Name.value, ReportNumber.format(value.wrappedValue)),
                           (Attribute.Name.bounds, "\(ReportNumber.format(bounds.lowerBound))...\(ReportNumber.format(bounds.upperBound))")]
        if let step { node.attributes.append((Attribute.Name.step, ReportNumber.format(step))) }
        node.accessibility.label = title
        // One adjustable element: its label, its value read as SwiftUI reads a bounded number.
        node.accessibility.role = .slider
        node.accessibility.value = AccessibilityValueFormat.boundedNumber(value.wrappedValue, in: bounds, locale: environment.locale)
        guard environment.isEnabled else {
            node.attributes.append((Attribute.Name.disabled, "true"))
            return [node]
        }
        let value = self.value, bounds = self.bounds, step = self.step, changed = onEditingChanged
        let interaction = SetValueInteraction { wanted in
            var next = min(max(wanted, bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 { next = min(bounds.lowerBound + ((next - bounds.lowerBound) / step).rounded() * step, bounds.upperBound) }
            changed(true)
            value.wrappedValue = next
            changed(false)
        }
        node.carried[SetValueInteractionKey.self] = interaction
        let increment = AccessibilityValueFormat.sliderIncrement(step: step, in: bounds)
        node.accessibility.adjust = { direction in
            interaction.set(value.wrappedValue + (direction == .increment ? increment : -increment))
        }
        return [node]
    }
}
