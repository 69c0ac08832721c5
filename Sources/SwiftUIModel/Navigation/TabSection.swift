import Foundation

/// A group of tabs under a header (iOS 18's `TabSection`), with Apple's initialisers. Not
/// modelled: where a tab bar on iPhone shows a section's tabs has no source the model found; the
/// model shows them in the bar with the others, without the section or its header, and says so
/// when the tab view reads the section (`TabContentSpecs`).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct TabSection<Header, Content, Footer, SelectionValue> {
    let content: Content
    let header: Header
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TabSection: TabContent where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias TabValue = Content.TabValue
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = TabSection<Header, Content, Footer, SelectionValue>
}

// Outside the declaration of the conformance, so that the requirement's `@TabContentBuilder` is
// not inferred on it (it would make `self` an opaque tab content).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TabSection where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
    /// A section is its own body (Apple's `Body` is the section's type); the tab view reads the
    /// section itself (`TabSectionContent`), never this.
    public var body: TabSection<Header, Content, Footer, SelectionValue> { self }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TabSection where Content: TabContent, SelectionValue: Hashable {
    /// Not modelled: the header is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) where Header: View, Footer == EmptyView {
        self.init(content: content(), header: header())
    }

    /// Not modelled: the section is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) where Header == EmptyView, Footer == EmptyView {
        self.init(content: content(), header: EmptyView())
    }

    /// Not modelled: the header is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView, S: StringProtocol {
        self.init(content: content(), header: Text(title))
    }

    /// Not modelled: the header is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.init(content: content(), header: Text(titleKey))
    }

    /// Not modelled: the header is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @TabContentBuilder<SelectionValue> content: () -> Content) where Header == Text, Footer == EmptyView {
        self.init(content: content(), header: Text(titleResource))
    }

    /// Not modelled: the header is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<V>(@TabContentBuilder<V?> content: () -> Content, @ViewBuilder header: () -> Header) where Header: View, Footer == EmptyView, SelectionValue == V?, V: Hashable {
        self.init(content: content(), header: header())
    }

    /// Not modelled: the section is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<V>(@TabContentBuilder<V?> content: () -> Content) where Header == EmptyView, Footer == EmptyView, SelectionValue == V?, V: Hashable {
        self.init(content: content(), header: EmptyView())
    }

    /// Not modelled: the header is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<V, S>(_ title: S, @TabContentBuilder<V?> content: () -> Content) where Header == Text, Footer == EmptyView, SelectionValue == V?, V: Hashable, S: StringProtocol {
        self.init(content: content(), header: Text(title))
    }

    /// Not modelled: the header is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<V>(_ titleKey: LocalizedStringKey, @TabContentBuilder<V?> content: () -> Content) where Header == Text, Footer == EmptyView, SelectionValue == V?, V: Hashable {
        self.init(content: content(), header: Text(titleKey))
    }

    /// Not modelled: the header is not shown (see `TabSection`).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, @TabContentBuilder<V?> content: () -> Content) where Header == Text, Footer == EmptyView, SelectionValue == V?, V: Hashable {
        self.init(content: content(), header: Text(titleResource))
    }
}

/// What the tab view reads of a section: its tabs.
protocol TabSectionContent {
    var sectionTabs: Any { get }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TabSection: TabSectionContent {
    var sectionTabs: Any { content }
}
