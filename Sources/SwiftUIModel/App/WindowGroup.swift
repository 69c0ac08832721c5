/// A scene that presents a group of identically structured windows. On iPhone, one window: the
/// content is the app's screen. The escaping initialisers (`makeContent:`) make the content when
/// the window is shown, the older ones when the group is made, as Apple's do.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let makeContent: () -> Content

    public init(@ViewBuilder content: () -> Content) { self.init(made: content()) }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(made: content()) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(made: content()) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 18.0) Use the initializer which takes an escaping view builder instead.")
    @_disfavoredOverload
    public init(_ title: Text, @ViewBuilder content: () -> Content) { self.init(made: content()) }
    public init(id: String, @ViewBuilder content: () -> Content) { self.init(made: content()) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 18.0) Use the initializer which takes an escaping view builder instead.")
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.init(made: content()) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 18.0) Use the initializer which takes an escaping view builder instead.")
    @_disfavoredOverload
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) { self.init(made: content()) }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0, deprecated: 18.0) Use the initializer which takes an escaping view builder instead.")
    @_disfavoredOverload
    public init<S>(_ title: S, id: String, @ViewBuilder content: () -> Content) where S: StringProtocol { self.init(made: content()) }

    public init(@ViewBuilder makeContent: @escaping () -> Content) { self.makeContent = makeContent }
    public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) { self.makeContent = makeContent }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) { self.makeContent = makeContent }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) { self.makeContent = makeContent }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder makeContent: @escaping () -> Content) { self.makeContent = makeContent }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) where S: StringProtocol { self.makeContent = makeContent }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) { self.makeContent = makeContent }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content) { self.makeContent = makeContent }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, id: String, @ViewBuilder makeContent: @escaping () -> Content) { self.makeContent = makeContent }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content) where S: StringProtocol { self.makeContent = makeContent }

    private init(made content: Content) { makeContent = { content } }

    /// The group itself (Apple declares `var body: some Scene`): the model launches the group as a
    /// primitive scene (`SceneRoot`), never through this.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var body: some Scene { self }
    var windowRoot: (any View)? { makeContent() }
}
