/// Toolbar content the model declares but does not place: a spacer between items (iOS 26), a
/// navigation title's menu (iOS 16), a system item such as search (iOS 26). Each reports itself
/// where the toolbar is gathered (`ToolbarFlattening`) and adds nothing to the bar.
@MainActor
protocol NotPlacedToolbarContent {
    func reportNotPlaced()
}

/// Not modelled: the toolbar does not place spacers; the items keep their places without it.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct ToolbarSpacer: ToolbarContent, CustomizableToolbarContent {
    /// Not modelled: the toolbar does not place spacers (this one reports itself when the toolbar is shown).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public typealias Body = Never
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension ToolbarSpacer: NotPlacedToolbarContent {
    func reportNotPlaced() { ModelProblems.notModelled("ToolbarSpacer", "the toolbar places its items without the space") }
}

/// Not modelled: the navigation title shows no menu; its content is not shown.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct ToolbarTitleMenu<Content>: ToolbarContent, CustomizableToolbarContent where Content : View {
    /// Not modelled: the title shows no menu (this one reports itself when the toolbar is shown).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init() where Content == EmptyView {}
    /// Not modelled: the title shows no menu (this one reports itself when the toolbar is shown).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(@ViewBuilder content: () -> Content) {}
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias Body = Never
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension ToolbarTitleMenu: NotPlacedToolbarContent {
    func reportNotPlaced() { ModelProblems.notModelled("ToolbarTitleMenu", "the navigation title shows no menu") }
}

/// Not modelled: the system's items (search, the sidebar toggle) are not placed in the toolbar.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct DefaultToolbarItem: ToolbarContent {
    /// Not modelled: the item is not placed (it reports itself when the toolbar is shown).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {}

    /// Not modelled: nothing is placed; it reports itself when the toolbar is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var body: some ToolbarContent { NotPlacedSystemItem() }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
struct NotPlacedSystemItem: ToolbarContent, NotPlacedToolbarContent {
    typealias Body = Never
    func reportNotPlaced() { ModelProblems.notModelled("DefaultToolbarItem", "the system's item is not placed in the toolbar") }
}
