import CourseCheckProtocol
import Foundation

/// A control that increments and decrements a value. VoiceOver reads its label, then its two
/// halves as buttons, "Decrement" and "Increment" (MagentaA11y's checklist of native controls,
/// "Stepper": "The stepper buttons themselves should be announced as 'Button'", their state
/// "Increment" or "Decrement"; SwiftUI's native `Stepper`): it is not one adjustable element;
/// the host's `tap` step finds the halves by those names.
public struct Stepper<Label: View> {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement.map { step in Self.editing(step, onEditingChanged) }
        self.onDecrement = onDecrement.map { step in Self.editing(step, onEditingChanged) }
    }

    /// A press of either half is one edit: `onEditingChanged` is "called when editing begins and
    /// ends" (Apple's documentation of the parameter: touching and holding a half calls it "at the
    /// start and end of the gesture"), so the model calls it with `true`, takes the step, and calls
    /// it with `false`. Where Apple takes the step within the press (on touch down or up) is not
    /// documented; the model's tap is one instant, so only this order is observable.
    private static func editing(_ step: @escaping () -> Void, _ onEditingChanged: @escaping (Bool) -> Void) -> () -> Void {
        { onEditingChanged(true); step(); onEditingChanged(false) }
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = min(next, bounds.upperBound)
        }, onDecrement: {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = max(next, bounds.lowerBound)
        }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, onEditingChanged: onEditingChanged)
    }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

/// The first forms of the initialisers, `onEditingChanged` before the label: Apple's interface
/// marks them `@_disfavoredOverload`, so a trailing closure makes the current form, and they make
/// what it makes.
extension Stepper {
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'Stepper(value:in:step:label:onEditingChanged:)'")
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'Stepper(value:step:label:onEditingChanged:)'")
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) renamed to 'Stepper(label:onIncrement:onDecrement:onEditingChanged:)'")
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

extension Stepper where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// A value shown through a format style: the stepper steps as its sibling does; the format, which
/// on Apple's platforms shapes the value the stepper presents, is not used, and says so.
extension Stepper {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
        StepperFormat.notUsed("Stepper.init(value:in:step:format:label:onEditingChanged:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
        StepperFormat.notUsed("Stepper.init(value:step:format:label:onEditingChanged:)")
    }
}

extension Stepper where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
        StepperFormat.notUsed("Stepper.init(_:value:in:step:format:onEditingChanged:)")
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                                            format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
        StepperFormat.notUsed("Stepper.init(_:value:in:step:format:onEditingChanged:)")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
        StepperFormat.notUsed("Stepper.init(_:value:step:format:onEditingChanged:)")
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                                            format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
        StepperFormat.notUsed("Stepper.init(_:value:step:format:onEditingChanged:)")
    }
}

enum StepperFormat {
    static func notUsed(_ api: String) {
        ModelProblems.notModelled(api, "the format is not used: the stepper steps its value, which it does not present")
    }
}

extension Stepper: View {}

extension Stepper: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        // The label, then the system's two-segment control (94 × 32 points on iOS).
        func segment(_ name: String, _ action: (() -> Void)?) -> DisplayNode {
            let node = DisplayNode(kind: "Button", content: ReportQuoting.quote(name), layout: LeafLayout { _ in CGSize(width: 47, height: 32) })
            node.accessibility.role = .button
            node.accessibility.label = name
            if let action { node.touch.tapAction = { action() } } else { node.accessibility.traits.insert(.notEnabled) }
            return node
        }
        let enabled = context.environment.isEnabled
        let label = children.flatMap { $0 }
        let title = AccessibilityTree.label(of: label, separator: " ")
        let control = DisplayNode(kind: "HStack", children: [segment("Decrement", enabled ? onDecrement : nil), segment("Increment", enabled ? onIncrement : nil)],
                                  layout: StackLayout(axis: .horizontal, spacing: 0, crossAlignment: 0.5))
        // The label leading, the control trailing, across the width offered (as a form row).
        let row = LabeledRow.node(kind: "Stepper", content: ReportQuoting.quote(title), label: context.environment.labelsHidden ? [] : label, control: [control])
        if !enabled { row.attributes.append((Attribute.Name.disabled, "true")) }
        row.carried[StepInteractionKey.self] = StepInteraction(increment: enabled ? onIncrement : nil, decrement: enabled ? onDecrement : nil)
        return [row]
    }
}

/// What `increment` and `decrement` steps can do with a stepper.
struct StepInteraction {
    let increment: (() -> Void)?
    let decrement: (() -> Void)?
}
enum StepInteractionKey: CarriedKey { typealias Value = StepInteraction }
