import CourseCheckProtocol
import Foundation

/// A style that draws a button from its label and pressed state; the button still handles taps
/// (Apple's `ButtonStyle`).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style draws from (Apple's `ButtonStyleConfiguration`). The model never shows a
/// button while pressed, so `isPressed` is false.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let view: AnyView
        public typealias Body = Never
    }
    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

/// A style that decides itself when the button's action runs (Apple's `PrimitiveButtonStyle`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    public struct Label: View {
        let view: AnyView
        public typealias Body = Never
    }
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: @MainActor () -> Void

    init(role: ButtonRole?, label: Label, trigger: @escaping @MainActor () -> Void) {
        self.role = role
        self.label = label
        action = trigger
    }

    /// Runs the button's action.
    public func trigger() { MainActor.assumeIsolated { action() } }
}

extension PrimitiveButtonStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

// The system's styles. `automatic` is `borderless` on iOS outside lists (Apple's
// `PrimitiveButtonStyle.automatic`: "the platform's default").
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { Button(configuration) } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { Button(configuration) } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { Button(configuration) } }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { Button(configuration) } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public func makeBody(configuration: Configuration) -> some View { Button(configuration) } }

extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }

/// Which style buttons below draw in.
enum ButtonStyleSetting {
    case automatic, plain, borderless, bordered, borderedProminent
    case custom(AnyButtonStyle)
    case primitive(AnyPrimitiveButtonStyle)

    /// The report's name, nil for the default look.
    var reportName: String? {
        switch self {
        case .automatic: nil
        case .plain: "plain"
        case .borderless: "borderless"
        case .bordered: "bordered"
        case .borderedProminent: "borderedProminent"
        case .custom(let style): style.name
        case .primitive(let style): style.name
        }
    }
}

struct AnyButtonStyle {
    let name: String
    let makeBody: @MainActor (ButtonStyleConfiguration) -> any View
}

struct AnyPrimitiveButtonStyle {
    let name: String
    let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> any View
}

struct ButtonStyleSettingKey: EnvironmentKey { static var defaultValue: ButtonStyleSetting { .automatic } }

extension EnvironmentValues {
    var buttonStyleSetting: ButtonStyleSetting {
        get { self[ButtonStyleSettingKey.self] }
        set { self[ButtonStyleSettingKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let setting = ButtonStyleSetting.custom(AnyButtonStyle(name: "\(S.self)", makeBody: { style.makeBody(configuration: $0) }))
        return environment(\.buttonStyleSetting, setting)
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let setting: ButtonStyleSetting = switch style {
        case is DefaultButtonStyle: .automatic
        case is PlainButtonStyle: .plain
        case is BorderlessButtonStyle: .borderless
        case is BorderedButtonStyle: .bordered
        case is BorderedProminentButtonStyle: .borderedProminent
        default: .primitive(AnyPrimitiveButtonStyle(name: "\(S.self)", makeBody: { style.makeBody(configuration: $0) }))
        }
        return environment(\.buttonStyleSetting, setting)
    }
}

/// The bordered styles draw the label on a filled shape: `borderedProminent` in the tint,
/// `bordered` in a light tint. No source found for the shape's padding and corners: the model
/// pads the label 7 points above and below and 14 at the sides, in a rounded rectangle of
/// radius 8 (docs/FACTS.md, "Controls").
@MainActor
enum ButtonBezel {
    static let insets = EdgeInsets(top: 7, leading: 14, bottom: 7, trailing: 14)
    static let cornerRadius: CGFloat = 8

    static func wrap(_ content: [DisplayNode], style: ButtonStyleSetting, environment: EnvironmentValues) -> [DisplayNode] {
        let tint = environment.tintName ?? "accentColor"
        let fill: String
        switch style {
        case .bordered: fill = "\(tint) 15%"
        case .borderedProminent: fill = tint
        default: return content
        }
        let label = content.count == 1 ? content[0] : DisplayNode(kind: "HStack", children: content, layout: StackLayout(axis: .horizontal, spacing: nil, crossAlignment: 0.5))
        let padded = DisplayNode(kind: "padding", children: [label], layout: PaddingLayout(insets: insets))
        let bezel = DisplayNode(kind: "fill", content: fill, layout: LeafLayout { $0.replacingUnspecifiedDimensions() })
        bezel.drawing.paint = Paint(kind: .fill(style: fill, shape: .roundedRectangle(cornerRadius: cornerRadius)))
        return [DisplayNode(kind: "background", children: [bezel, padded], layout: OverlayLayout(primaryIndex: 1, alignment: .center))]
    }
}
