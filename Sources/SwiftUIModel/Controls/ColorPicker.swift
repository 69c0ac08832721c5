import CourseCheckProtocol
import Foundation

/// A control that shows a colour and opens the system colour picker (Apple's `ColorPicker`): its
/// label leading and a swatch of the chosen colour trailing. The swatch's size has no source:
/// the model draws it 28 points across. Choosing a colour opens a system panel the model does not
/// show; the chosen colour is reported as `color=`.
@MainActor @preconcurrency
public struct ColorPicker<Label: View> {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }
}

extension ColorPicker where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// A Core Graphics colour: the picker shows it as the `Color` made from its components, and a
/// colour chosen is written back as its resolved components.
extension ColorPicker {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Self.color(selection), supportsOpacity: supportsOpacity, label: label)
    }

    static func color(_ selection: Binding<CGColor>) -> Binding<Color> {
        Binding(get: { Color(components: selection.wrappedValue) },
                set: { color in
                    let components = color.resolvedComponents(in: EnvironmentValues())
                    func sRGB(_ linear: Float) -> CGFloat { CGFloat(ColorSpaceConversion.sRGB(fromLinear: linear)) }
                    selection.wrappedValue = CGColor(srgbRed: sRGB(components.linearRed), green: sRGB(components.linearGreen),
                                                     blue: sRGB(components.linearBlue), alpha: CGFloat(components.opacity))
                })
    }
}

extension ColorPicker where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(titleKey, selection: Self.color(selection), supportsOpacity: supportsOpacity)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(title, selection: Self.color(selection), supportsOpacity: supportsOpacity)
    }
}

extension ColorPicker: View {}

extension ColorPicker: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let label = children.flatMap { $0 }
        let color = selection.wrappedValue.styleName
        let swatch = DisplayNode(kind: "Swatch", layout: LeafLayout { _ in CGSize(width: 28, height: 28) })
        swatch.drawing.paint = Paint(kind: .fill(style: color, shape: .circle))
        let title = AccessibilityTree.label(of: label, separator: " ")
        let node = LabeledRow.node(kind: "ColorPicker", content: ReportQuoting.quote(title), label: context.environment.labelsHidden ? [] : label, control: [swatch])
        node.attributes = [(Attribute.Name.color, color)]
        node.accessibility.role = .button
        node.accessibility.label = title
        node.touch.tapAction = { ModelProblems.notModelled("ColorPicker", "the system colour panel does not open; the colour stays \(color)") }
        return [node]
    }
}
