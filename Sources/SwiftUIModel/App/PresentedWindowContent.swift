/// The content of a window that presents a value (Apple's `PresentedWindowContent`): the view the
/// window group's closure makes from a binding to the value. On iPhone the app's one window
/// presents no value (`nil`) or the group's default value; the binding keeps what the content
/// writes to it as state of the window.
public struct PresentedWindowContent<Data, Content>: View where Data: Decodable, Data: Encodable, Data: Hashable, Content: View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias Body = Never
    let root: any View

    init<Value>(initial: Value, content: @escaping (Binding<Value>) -> Content) {
        root = _PresentedWindowRoot(value: initial, content: content)
    }
}

extension PresentedWindowContent: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: root)]
    }
}

/// Holds the presented value as state, so that what the content writes to its binding stays.
struct _PresentedWindowRoot<Value, Content: View>: View {
    @State var value: Value
    let content: (Binding<Value>) -> Content

    init(value: Value, content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    var body: some View { content($value) }
}

extension WindowGroup {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(_ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(_ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<D, C>(_ titleResource: LocalizedStringResource, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<D, C>(_ titleResource: LocalizedStringResource, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<D, C>(_ titleResource: LocalizedStringResource, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<D, C>(_ titleResource: LocalizedStringResource, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<S, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, S : StringProtocol, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<S, D, C>(_ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, S : StringProtocol, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<S, D, C>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C) where Content == PresentedWindowContent<D, C>, S : StringProtocol, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: D?.none, content: content) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<S, D, C>(_ title: S, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D) where Content == PresentedWindowContent<D, C>, S : StringProtocol, D : Decodable, D : Encodable, D : Hashable, C : View {
        self.init(makeContent: { PresentedWindowContent<D, C>(initial: defaultValue(), content: content) })
    }
}
