import CourseCheckProtocol
import Foundation

/// A control that performs an action when tapped. The host's `tap` step finds it by its title.
/// Its style (`buttonStyle`), role, size and tint are reported on its element; a disabled button
/// does nothing when tapped.
@MainActor @preconcurrency
public struct Button<Label: View> {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        role = nil
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
}

/// What a button is for (Apple's `ButtonRole`): alerts and dialogs order their buttons by it, and
/// a destructive button is drawn red.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static let close = ButtonRole(name: "close")
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static let confirm = ButtonRole(name: "confirm")
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUIModel.Label<Text, Image> {
    /// A button whose label is a title and a symbol (a `Label`): the label style decides what is
    /// drawn; VoiceOver reads the title either way.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }

    /// A title and a picture of the asset catalog, by its generated symbol (Apple's signature takes
    /// an `ImageResource`, not a name).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUIModel.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUIModel.Label(title, image: image) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUIModel.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUIModel.Label(title, image: image) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Button where Label == DefaultButtonLabel {
    /// A button whose label the system draws from its role (iOS 26: a close button's cross, a
    /// confirm button's check mark). The button behaves (its action, its role); its label is the
    /// model's `DefaultButtonLabel`, which reports itself when shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(notModelledPlaceholder: ()) }
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a primitive button style makes from its configuration.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.trigger) { configuration.label }
    }
}

/// A button's role, for alerts and lists that read it.
enum ButtonRoleKey: CarriedKey { typealias Value = ButtonRole }

extension Button: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let style = context.environment.buttonStyleSetting
        let action = resolvedAction(context.environment)
        switch style {
        case .custom(let custom):
            let configuration = ButtonStyleConfiguration(role: role, label: ButtonStyleConfiguration.Label(view: AnyView(label)), isPressed: false)
            return [ChildView(identity: .index(0), view: custom.makeBody(configuration))]
        case .primitive(let primitive):
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: PrimitiveButtonStyleConfiguration.Label(view: AnyView(label)), trigger: action)
            return [ChildView(identity: .index(0), view: primitive.makeBody(configuration).environment(\.buttonStyleSetting, .automatic))]
        default:
            return [ChildView(identity: .index(0), view: label)]
        }
    }

    /// In an alert or a dialog every action dismisses it, after it runs (Apple's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`: "All actions in a confirmation
    /// dialog will dismiss the dialog after the action runs").
    func resolvedAction(_ environment: EnvironmentValues) -> @MainActor () -> Void {
        let action = self.action
        guard let dismiss = environment.presentationActionDismiss else { return action }
        return {
            action()
            dismiss()
        }
    }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let environment = context.environment
        let content = children.flatMap { $0 }
        let style = environment.buttonStyleSetting
        // Its title: what its label reads, in reading order (a styled label's, however deep the
        // style put it; `AccessibilityTree.label(of:)`).
        let title = AccessibilityTree.label(of: content)
        let inner = ButtonBezel.wrap(content, style: style, environment: environment)
        let node = DisplayNode(kind: "Button", children: inner, layout: PassThroughGroupLayout())
        node.accessibility.role = .button
        node.accessibility.label = title
        if let role {
            node.attributes.append((Attribute.Name.role, role.name))
            node.carried[ButtonRoleKey.self] = role
        }
        if let name = style.reportName { node.attributes.append((Attribute.Name.style, name)) }
        if environment.controlSize != .regular { node.attributes.append((Attribute.Name.size, environment.controlSize.rawValue)) }
        if let tint = environment.tintName { node.attributes.append((Attribute.Name.tint, tint)) }
        if !environment.isEnabled {
            node.attributes.append((Attribute.Name.disabled, "true"))
            return [node]
        }
        // A primitive style decides itself what triggers the action.
        if case .primitive = style { return [node] }
        node.touch.tapAction = resolvedAction(environment)
        return [node]
    }
}

extension Button: View {}

/// Set in an alert's or dialog's actions: what dismisses it after an action runs.
struct PresentationActionDismissKey: EnvironmentKey { static var defaultValue: (@MainActor () -> Void)? { nil } }

extension EnvironmentValues {
    var presentationActionDismiss: (@MainActor () -> Void)? {
        get { self[PresentationActionDismissKey.self] }
        set { self[PresentationActionDismissKey.self] = newValue }
    }
}
