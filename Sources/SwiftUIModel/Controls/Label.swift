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
    public typealias Body = Never
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
}

/// How labels show themselves (SwiftUI's `LabelStyle`).
public protocol LabelStyle: Sendable {}
public struct DefaultLabelStyle: LabelStyle { public init() {} }
public struct IconOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleOnlyLabelStyle: LabelStyle { public init() {} }
public struct TitleAndIconLabelStyle: LabelStyle { public init() {} }

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

enum LabelDisplay: Hashable { case both, iconOnly, titleOnly }
struct LabelDisplayKey: EnvironmentKey { static var defaultValue: LabelDisplay { .both } }

extension EnvironmentValues {
    var labelDisplay: LabelDisplay {
        get { self[LabelDisplayKey.self] }
        set { self[LabelDisplayKey.self] = newValue }
    }
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let display: LabelDisplay = style is IconOnlyLabelStyle ? .iconOnly : style is TitleOnlyLabelStyle ? .titleOnly : .both
        return modifier(_EnvironmentTransformModifier { $0.labelDisplay = display })
    }
}

extension Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: title), ChildView(identity: .index(1), view: icon)]
    }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let titleUnits = children[0], iconUnits = children[1]
        let shown: [DisplayNode]
        switch context.environment.labelDisplay {
        case .both: shown = iconUnits + titleUnits
        case .iconOnly: shown = iconUnits
        case .titleOnly: shown = titleUnits
        }
        let node = DisplayNode(kind: "Label", children: shown, layout: LabelLayout())
        node.accessibilityLabel = titleUnits.compactMap(\.accessibilityLabel).joined(separator: " ")
        node.readsAsOneElement = true
        return [node]
    }
}

extension Label: View {}
