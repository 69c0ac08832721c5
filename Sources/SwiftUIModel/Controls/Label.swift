import Foundation

/// A title with an icon (SwiftUI's `Label`). The default style on iPhone puts the icon before the
/// title, 8 points apart (the standard spacing), the icon centred on the title's first line; the
/// label style of the environment can show only the icon or only the title. VoiceOver reads the
/// title either way, which is why an icon-only button should still have one.
public struct Label<Title: View, Icon: View> {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some View { PrimitiveViewBody(content: self) }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a label style makes from its configuration: its title and icon as given.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// How labels show themselves (SwiftUI's `LabelStyle`): the system's styles show the icon, the
/// title or both; a style of the app's own makes the label's body from its title and icon.
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// A label's parts, as a label style receives them.
public struct LabelStyleConfiguration {
    public struct Title: View {
        let view: AnyView
        public typealias Body = Never
    }
    public struct Icon: View {
        let view: AnyView
        public typealias Body = Never
    }
    public var title: LabelStyleConfiguration.Title
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

extension LabelStyleConfiguration.Icon: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: view)] }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
@available(*, deprecated, message: "@available(iOS, introduced: 14.5)")
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

enum LabelDisplay { case both, iconOnly, titleOnly, custom(@MainActor (LabelStyleConfiguration) -> any View) }
struct LabelDisplayKey: EnvironmentKey { static var defaultValue: LabelDisplay { .both } }

extension EnvironmentValues {
    var labelDisplay: LabelDisplay {
        get { self[LabelDisplayKey.self] }
        set { self[LabelDisplayKey.self] = newValue }
    }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let display: LabelDisplay = switch style {
        case is IconOnlyLabelStyle: .iconOnly
        case is TitleOnlyLabelStyle: .titleOnly
        case is DefaultLabelStyle, is TitleAndIconLabelStyle: .both
        default: .custom({ style.makeBody(configuration: $0) })
        }
        return modifier(_EnvironmentTransformModifier { $0.labelDisplay = display })
    }
}

extension Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        if case .custom(let makeBody) = context.environment.labelDisplay {
            let configuration = LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon)))
            // The title alone, unseen, names the label for VoiceOver; the style's body is drawn.
            return [ChildView(identity: .index(2), view: AnyViewBox(makeBody(configuration)).modifier(_EnvironmentTransformModifier { $0.labelDisplay = .both }))]
        }
        return [ChildView(identity: .index(0), view: title), ChildView(identity: .index(1), view: icon)]
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        if case .custom = context.environment.labelDisplay {
            let units = children.flatMap { $0 }
            let node = DisplayNode(kind: "Label", children: units, layout: PassThroughGroupLayout())
            node.accessibility.label = (title as? Text).map(TextResolver.plain) ?? RowTitles.label(of: node)
            node.accessibility.readsAsOneElement = true
            return [node]
        }
        let titleUnits = children[0], iconUnits = children[1]
        let shown: [DisplayNode]
        switch context.environment.labelDisplay {
        case .iconOnly: shown = iconUnits
        case .titleOnly: shown = titleUnits
        default: shown = iconUnits + titleUnits
        }
        let node = DisplayNode(kind: "Label", children: shown, layout: LabelLayout())
        node.accessibility.label = titleUnits.compactMap(\.accessibility.label).joined(separator: " ")
        node.accessibility.readsAsOneElement = true
        return [node]
    }
}

extension Label: View {}
