import Foundation

// The initialisers of `Tab` with a role (iOS 18; with a title of a resource, iOS 26), written
// by the generator until the model wrote two of their overloads by hand (Tab+Initialisers.swift),
// which stops it making the others: moved here unchanged. A tab's role is not modelled: each
// reports itself and makes the tab the initialiser without a role makes.

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Tab where Value == Never, Content : View, Label : View {
    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:image:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        ModelProblems.notModelled("Tab.init(_:image:role:content:)", "ignores role: makes what Tab.init(_:image:content:) makes with the other arguments")
        self.init(titleKey, image: image, content: content)
    }

    /// Not modelled: a use reports itself; ignores titleResource, image: makes what Tab.init(role:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        ModelProblems.notModelled("Tab.init(_:image:role:content:)", "ignores titleResource, image: makes what Tab.init(role:content:) makes with the other arguments")
        self.init(role: role, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:image:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S : StringProtocol {
        ModelProblems.notModelled("Tab.init(_:image:role:content:)", "ignores role: makes what Tab.init(_:image:content:) makes with the other arguments")
        self.init(title, image: image, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:systemImage:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        ModelProblems.notModelled("Tab.init(_:systemImage:role:content:)", "ignores role: makes what Tab.init(_:systemImage:content:) makes with the other arguments")
        self.init(titleKey, systemImage: systemImage, content: content)
    }

    /// Not modelled: a use reports itself; ignores titleResource, systemImage: makes what Tab.init(role:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        ModelProblems.notModelled("Tab.init(_:systemImage:role:content:)", "ignores titleResource, systemImage: makes what Tab.init(role:content:) makes with the other arguments")
        self.init(role: role, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:systemImage:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S : StringProtocol {
        ModelProblems.notModelled("Tab.init(_:systemImage:role:content:)", "ignores role: makes what Tab.init(_:systemImage:content:) makes with the other arguments")
        self.init(title, systemImage: systemImage, content: content)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Tab where Value : Hashable, Content : View, Label : View {
    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:image:value:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        ModelProblems.notModelled("Tab.init(_:image:value:role:content:)", "ignores role: makes what Tab.init(_:image:value:content:) makes with the other arguments")
        self.init(titleKey, image: image, value: value, content: content)
    }

    /// Not modelled: a use reports itself; ignores titleResource, image: makes what Tab.init(value:role:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        ModelProblems.notModelled("Tab.init(_:image:value:role:content:)", "ignores titleResource, image: makes what Tab.init(value:role:content:) makes with the other arguments")
        self.init(value: value, role: role, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:image:value:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S, T>(_ title: S, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S : StringProtocol, T : Hashable {
        ModelProblems.notModelled("Tab.init(_:image:value:role:content:)", "ignores role: makes what Tab.init(_:image:value:content:) makes with the other arguments")
        self.init(title, image: image, value: value, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:image:value:content:) makes with the other arguments.
    @_disfavoredOverload
    public init<S>(_ title: S, image: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S : StringProtocol {
        ModelProblems.notModelled("Tab.init(_:image:value:role:content:)", "ignores role: makes what Tab.init(_:image:value:content:) makes with the other arguments")
        self.init(title, image: image, value: value, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:image:value:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<T>(_ titleKey: LocalizedStringKey, image: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T : Hashable {
        ModelProblems.notModelled("Tab.init(_:image:value:role:content:)", "ignores role: makes what Tab.init(_:image:value:content:) makes with the other arguments")
        self.init(titleKey, image: image, value: value, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:systemImage:value:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        ModelProblems.notModelled("Tab.init(_:systemImage:value:role:content:)", "ignores role: makes what Tab.init(_:systemImage:value:content:) makes with the other arguments")
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }

    /// Not modelled: a use reports itself; ignores titleResource, systemImage: makes what Tab.init(value:role:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        ModelProblems.notModelled("Tab.init(_:systemImage:value:role:content:)", "ignores titleResource, systemImage: makes what Tab.init(value:role:content:) makes with the other arguments")
        self.init(value: value, role: role, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:systemImage:value:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S, T>(_ title: S, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, S : StringProtocol, T : Hashable {
        ModelProblems.notModelled("Tab.init(_:systemImage:value:role:content:)", "ignores role: makes what Tab.init(_:systemImage:value:content:) makes with the other arguments")
        self.init(title, systemImage: systemImage, value: value, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:systemImage:value:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel, S : StringProtocol {
        ModelProblems.notModelled("Tab.init(_:systemImage:value:role:content:)", "ignores role: makes what Tab.init(_:systemImage:value:content:) makes with the other arguments")
        self.init(title, systemImage: systemImage, value: value, content: content)
    }

    /// Not modelled: a use reports itself; ignores role: makes what Tab.init(_:systemImage:value:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<T>(_ titleKey: LocalizedStringKey, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content) where Value == T?, Label == DefaultTabLabel, T : Hashable {
        ModelProblems.notModelled("Tab.init(_:systemImage:value:role:content:)", "ignores role: makes what Tab.init(_:systemImage:value:content:) makes with the other arguments")
        self.init(titleKey, systemImage: systemImage, value: value, content: content)
    }
}
