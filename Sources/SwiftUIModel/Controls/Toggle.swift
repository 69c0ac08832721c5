import CourseCheckProtocol
import Foundation

/// A switch between on and off. A `tap` (or `toggle`) step finds it by its title.
///
/// On iOS its default style is a switch at the trailing edge of a row that spans the width it is
/// offered, the label leading (OpenSwiftUI's `SwitchToggleStyle`, a `LabeledContent`; docs/FACTS.md,
/// "Controls"); `.button` draws it as a button that is highlighted while on.
@MainActor @preconcurrency
public struct Toggle<Label: View> {
    let isOn: Binding<Bool>
    let label: Label
    /// A toggle of several sources: whether some are on and some off (a state the model draws as off).
    var isMixed: (() -> Bool)? = nil
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUIModel.Label<Text, Image> {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUIModel.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUIModel.Label(title, image: image) }
    }
}

/// A toggle of a collection of sources, each with its own `isOn` binding: it is on when every
/// source is, and turning it on or off sets every source (OpenSwiftUI's `Toggle(sources:isOn:label:)`,
/// read for the facts: the state is `on` for all, `off` for none, `mixed` otherwise; setting it
/// sets each binding). Some on and some off is SwiftUI's mixed state, which the model draws as off
/// and reports when it is shown.
extension Toggle {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.init(isOn: Binding(get: { bindings.allSatisfy(\.wrappedValue) }, set: { value in bindings.forEach { $0.wrappedValue = value } }),
                  label: label)
        isMixed = { bindings.contains { $0.wrappedValue } && !bindings.allSatisfy(\.wrappedValue) }
    }
}

extension Toggle where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUIModel.Label<Text, Image> {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwiftUIModel.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwiftUIModel.Label(title, image: image) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a custom style makes from its configuration.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A style that draws a toggle from its label and state (Apple's `ToggleStyle`).
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public typealias Body = Never
    }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var isMixed: Bool = false
}

extension ToggleStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

public struct DefaultToggleStyle: ToggleStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) } }
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 100000.0) Use ``View/tint(_)`` instead.")
    public init(tint: Color) { ModelProblems.notModelled("SwitchToggleStyle.init(tint:)", "the tint is not drawn") }
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}
public struct ButtonToggleStyle: ToggleStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

enum ToggleStyleSetting {
    case automatic, button
    case custom(name: String, makeBody: @MainActor (ToggleStyleConfiguration) -> any View)
}

struct ToggleStyleSettingKey: EnvironmentKey { static var defaultValue: ToggleStyleSetting { .automatic } }

extension EnvironmentValues {
    var toggleStyleSetting: ToggleStyleSetting {
        get { self[ToggleStyleSettingKey.self] }
        set { self[ToggleStyleSettingKey.self] = newValue }
    }
}

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let setting: ToggleStyleSetting = switch style {
        case is DefaultToggleStyle, is SwitchToggleStyle: .automatic
        case is ButtonToggleStyle: .button
        default: .custom(name: "\(S.self)", makeBody: { style.makeBody(configuration: $0) })
        }
        return environment(\.toggleStyleSetting, setting)
    }
}

extension Toggle: View {}

extension Toggle: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if case .custom(_, let makeBody) = context.environment.toggleStyleSetting {
            let configuration = ToggleStyleConfiguration(label: ToggleStyleConfiguration.Label(view: AnyView(label)), isOn: isOn)
            return [ChildView(identity: .index(1), view: AnyViewBox(makeBody(configuration)).environment(\.toggleStyleSetting, .automatic))]
        }
        return [ChildView(identity: .index(0), view: label)]
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let environment = context.environment
        let units = children.flatMap { $0 }
        let isOn = self.isOn
        let on = isOn.wrappedValue
        if isMixed?() == true {
            ModelProblems.notModelled("Toggle.init(sources:isOn:label:)", "some sources are on and some off: SwiftUI's mixed state is drawn as off")
        }
        if case .custom(let name, _) = environment.toggleStyleSetting {
            let node = DisplayNode(kind: "Toggle", children: units, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.on, on ? "true" : "false"), (Attribute.Name.style, name)]
            return [node]
        }
        let title = AccessibilityTree.label(of: units)
        let label = environment.labelsHidden ? [] : units
        let node: DisplayNode
        switch environment.toggleStyleSetting {
        case .button:
            node = DisplayNode(kind: "Toggle", content: ReportQuoting.quote(title), children: label, layout: PassThroughGroupLayout())
            node.attributes = [(Attribute.Name.on, on ? "true" : "false"), (Attribute.Name.style, "button")]
        default:
            let size = ToggleMetrics.switchSize
            let control = DisplayNode(kind: "Switch", layout: LeafLayout { _ in size })
            control.drawing.paint = Paint(kind: .fill(style: on ? (environment.tintName ?? "green") : "secondarySystemFill", shape: .capsule))
            node = LabeledRow.node(kind: "Toggle", content: ReportQuoting.quote(title), label: label, control: [control])
            node.attributes = [(Attribute.Name.on, on ? "true" : "false")]
        }
        node.accessibility.label = title
        // One element: its label's title, and its state, which VoiceOver speaks as "on" or "off"
        // (a switch's value; no Apple page spells the words, they are what VoiceOver says).
        node.accessibility.role = .toggle
        node.accessibility.value = on ? "on" : "off"
        if !environment.isEnabled {
            node.attributes.append((Attribute.Name.disabled, "true"))
            return [node]
        }
        node.touch.tapAction = { isOn.wrappedValue.toggle() }
        return [node]
    }
}

enum ToggleMetrics {
    /// The switch: 51 × 31 points up to iOS 25, 63 × 28 from iOS 26 (measured: openradar 31777116;
    /// github.com/wanteddev/montage-ios PR #488; docs/FACTS.md, "Controls").
    static var switchSize: CGSize {
        ModelSettings.current.platformMajorVersion >= 26 ? CGSize(width: 63, height: 28) : CGSize(width: 51, height: 31)
    }
}
