import Foundation

/// A control that performs an action when tapped. The host's `tap` step finds it by its title.
public struct Button<Label: View> {
    let label: Label
    let action: @MainActor () -> Void
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public typealias Body = Never
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [ChildView(identity: .index(0), view: label)] }
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let content = children.flatMap { $0 }
        let node = DisplayNode(kind: "Button", children: content, layout: PassThroughGroupLayout())
        node.accessibilityRole = .button
        node.accessibilityLabel = content.compactMap(\.accessibilityLabel).joined(separator: ", ")
        node.tapAction = action
        return [node]
    }
}

extension Button: View {}

extension Button where Label == SwiftUIModel.Label<Text, Image> {
    /// A button whose label is a title and a symbol (a `Label`): the label style decides what is
    /// drawn; VoiceOver reads the title either way.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { SwiftUIModel.Label(titleKey, image: image) }
    }
}
