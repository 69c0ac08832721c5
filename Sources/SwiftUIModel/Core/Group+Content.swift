import Foundation

// A group of tabs (iOS 18) or of toolbar items: it gathers them without a container, as a group
// of views does; the tab view and the toolbar see through it to its members.

extension Group: TabContent where Content: TabContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias TabValue = Content.TabValue
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Group<Content>

    /// Apple's group of tabs is its own body; the tab view reads its members (`TabContentChoice`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var body: Group<Content> { return self }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
        self.content = content()
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(@TabContentBuilder<V?> content: () -> Content) where V: Hashable, Content.TabValue == V? {
        self.content = content()
    }
}

extension Group: TabContentChoice where Content: TabContent {
    var chosen: Any? { content }
}

extension Group: ToolbarContent where Content: ToolbarContent {
    public typealias Body = Never

    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: GroupedToolbarContent where Content: ToolbarContent {
    var members: any ToolbarContent { content }
}

/// Toolbar content that gathers other content (a `Group` of toolbar items).
protocol GroupedToolbarContent { var members: any ToolbarContent { get } }
