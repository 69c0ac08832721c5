import CourseCheckProtocol
import Foundation

/// The modes of `navigationBarTitleDisplayMode(_:)` (SwiftUI's `NavigationBarItem`).
public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic, inline, large
    }
}

/// iOS 17's `toolbarTitleDisplayMode(_:)` modes.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: TitleMode
    public static var automatic: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .automatic) }
    public static var large: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .large) }
    /// Drawn inline by the model (Apple: "displays the title as large inside the toolbar").
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var inlineLarge: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var inline: ToolbarTitleDisplayMode { ToolbarTitleDisplayMode(mode: .inline) }
}

extension View {
    /// The title the navigation bar shows while this view is on top of its stack.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    public func navigationTitle(_ title: Text) -> some View {
        modifier(CarryingModifier(key: NavigationTitleKey.self, value: title))
    }

    /// A title people can rename; the bar shows the binding's value (renaming is not modelled:
    /// no step edits a title).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        navigationTitle(Text(verbatim: title.wrappedValue))
    }

    /// A title made of views: on iOS the bar shows its text (Apple: "the title … using a Text view").
    public func navigationTitle<V: View>(@ViewBuilder _ title: () -> V) -> some View {
        let view = title()
        if let text = view as? Text { return modifier(CarryingModifier(key: NavigationTitleKey.self, value: text)) }
        ModelProblems.notModelled("navigationTitle(_:) with a view", "the bar shows no title unless the view is a Text")
        return modifier(CarryingModifier(key: NavigationTitleKey.self, value: Text(verbatim: "")))
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        let mode: TitleMode = switch displayMode {
        case .automatic: .automatic
        case .inline: .inline
        case .large: .large
        }
        return modifier(CarryingModifier(key: TitleDisplayModeKey.self, value: mode))
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        modifier(CarryingModifier(key: TitleDisplayModeKey.self, value: mode.mode))
    }

    /// Hides the back button of the view on top (a `back` step then finds none).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(CarryingModifier(key: BackButtonHiddenKey.self, value: hidesBackButton))
    }

    // MARK: Older spellings

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use navigationTitle(_:) instead.")
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use navigationTitle(_:) instead.")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey))
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use navigationTitle(_:) instead.")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(Text(title))
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use toolbar(.hidden)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(BarSettingModifier(key: BarVisibilityKey.self, bars: [.navigationBar], value: hidden ? Visibility.hidden : .automatic))
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        ToolbarHost(content: self, items: ToolbarItemsView(items: [("navigationBarLeading", leading), ("navigationBarTrailing", trailing)]))
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        ToolbarHost(content: self, items: ToolbarItemsView(items: [("navigationBarLeading", leading)]))
    }

    @available(*, deprecated, message: "@available(iOS, deprecated: 100000) Use toolbar(_:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        ToolbarHost(content: self, items: ToolbarItemsView(items: [("navigationBarTrailing", trailing)]))
    }
}
