import Foundation

// The rest of `Tab`'s initialisers, with Apple's signatures (iOS 18): a title with an image of the
// app's assets (`image:`), a tab without a label, and tabs whose value is an optional's (`value: T`
// where the tab view selects by `T?`). Each makes the tab `Tab.swift`'s initialisers make: its
// value, content and label. A `role:` (the search tab) is not modelled: those report themselves.

extension Tab where Value == Never, Label == DefaultTabLabel {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image), badge: nil)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<S>(_ title: S, image: String, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image), badge: nil)
    }

    /// A tab with a role and no title (the search tab, whose label the system gives).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        ModelProblems.notModelled("Tab.init(role:content:)", "a tab's role and the label the system gives it are not modelled: the tab's label is empty")
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(verbatim: ""), systemImage: nil), badge: nil)
    }
}

extension Tab where Value == Never, Label == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(@ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: EmptyView(), badge: nil)
    }
}

extension Tab where Label == DefaultTabLabel {
    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<S>(_ title: S, image: String, value: Value, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image), badge: nil)
    }

    /// A tab with a role and no title (the search tab, whose label the system gives).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        ModelProblems.notModelled("Tab.init(value:role:content:)", "a tab's role and the label the system gives it are not modelled: the tab's label is empty")
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(verbatim: ""), systemImage: nil), badge: nil)
    }

    // A tab view selecting by an optional (`Binding<T?>`): the tab's value is the optional's.

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<T>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, T: Hashable {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: systemImage), badge: nil)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<S, T>(_ title: S, systemImage: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, S: StringProtocol, T: Hashable {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: systemImage), badge: nil)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<T>(_ titleKey: LocalizedStringKey, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, T: Hashable {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), systemImage: nil, image: image), badge: nil)
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<S, T>(_ title: S, image: String, value: T, @ViewBuilder content: () -> Content) where Value == T?, S: StringProtocol, T: Hashable {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), systemImage: nil, image: image), badge: nil)
    }

    /// A tab with a role and no title (the search tab, whose label the system gives).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(value: V, role: TabRole?, @ViewBuilder content: () -> Content) where Value == V?, V: Hashable {
        ModelProblems.notModelled("Tab.init(value:role:content:)", "a tab's role and the label the system gives it are not modelled: the tab's label is empty")
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(verbatim: ""), systemImage: nil), badge: nil)
    }
}

extension Tab where Label == EmptyView {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: EmptyView(), badge: nil)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(value: V, @ViewBuilder content: () -> Content) where Value == V?, V: Hashable {
        self.init(value: value, content: content(), label: EmptyView(), badge: nil)
    }
}

extension Tab where Value == Never {
    /// A tab with a role (the search tab).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        if role != nil { ModelProblems.notModelled("Tab.init(role:content:label:)", "a tab's role is not modelled: the tab is an ordinary one") }
        self.init(value: nil, content: content(), label: label(), badge: nil)
    }
}

extension Tab {
    /// A tab with a role (the search tab).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        if role != nil { ModelProblems.notModelled("Tab.init(value:role:content:label:)", "a tab's role is not modelled: the tab is an ordinary one") }
        self.init(value: value, content: content(), label: label(), badge: nil)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(value: V, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V?, V: Hashable {
        self.init(value: value, content: content(), label: label(), badge: nil)
    }

    /// A tab with a role (the search tab).
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<V>(value: V, role: TabRole?, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) where Value == V?, V: Hashable {
        if role != nil { ModelProblems.notModelled("Tab.init(value:role:content:label:)", "a tab's role is not modelled: the tab is an ordinary one") }
        self.init(value: value, content: content(), label: label(), badge: nil)
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab with a title of a resource (its key: locale and table are not kept, as for the
    /// model's `Text(_: LocalizedStringResource)`), an image of the app's assets, and a role.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @_disfavoredOverload
    public init<T>(_ titleResource: LocalizedStringResource, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, T: Hashable {
        if role != nil { ModelProblems.notModelled("Tab.init(_:image:value:role:content:)", "a tab's role is not modelled: the tab is an ordinary one") }
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), image: image, value: value, content: content)
    }

    /// A tab with a title of a resource (its key: locale and table are not kept, as for the
    /// model's `Text(_: LocalizedStringResource)`), a symbol, and a role.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @_disfavoredOverload
    public init<T>(_ titleResource: LocalizedStringResource, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, T: Hashable {
        if role != nil { ModelProblems.notModelled("Tab.init(_:systemImage:value:role:content:)", "a tab's role is not modelled: the tab is an ordinary one") }
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), systemImage: systemImage, value: value, content: content)
    }
}
