/// Where VoiceOver's cursor is (Apple's `AccessibilityFocusState`, iOS 15): a value the app reads
/// and sets, as `FocusState` is for the keyboard. The model keeps the value; VoiceOver's cursor
/// itself is not modelled, so `accessibilityFocused` says so in the run's problems.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>

    public init() where Value == Bool {
        box = StateBox(initial: { false })
        box.evaluateInitialValue()
    }

    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init()
    }

    public init<T: Hashable>() where Value == T? {
        box = StateBox(initial: { nil })
        box.evaluateInitialValue()
    }

    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        self.init()
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }

    /// A way to read and move VoiceOver's focus (Apple's `AccessibilityFocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Moves VoiceOver's focus to the view while `condition` is true (Apple's
    /// `accessibilityFocused(_:)`). Not modelled: there is no VoiceOver cursor to move.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        accessibilityNotModelled("accessibilityFocused", "there is no VoiceOver cursor to move; the focus state keeps what the app sets")
    }

    /// Moves VoiceOver's focus to the view while the binding equals `value`. Not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        accessibilityNotModelled("accessibilityFocused", "there is no VoiceOver cursor to move; the focus state keeps what the app sets")
    }
}
