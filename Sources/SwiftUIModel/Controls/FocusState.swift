import CourseCheckProtocol
import Foundation

/// Which field has the keyboard (Apple's `FocusState`). A field is focused when the host types
/// into it or the code sets the state; submitting it gives the focus up, unless the submit
/// action moves it on.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: StateBox<Value>
    let empty: Value

    public init() where Value == Bool {
        box = StateBox(initial: { false })
        box.evaluateInitialValue()
        empty = false
    }

    public init<T: Hashable>() where Value == T? {
        box = StateBox(initial: { nil })
        box.evaluateInitialValue()
        empty = nil
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var projectedValue: FocusState<Value>.Binding {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 }, empty: empty)
    }

    /// A way to read and move the focus (Apple's `FocusState.Binding`).
    @propertyWrapper
    public struct Binding {
        let get: () -> Value
        let set: (Value) -> Void
        let empty: Value

        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }

        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

/// What a focusable field knows of its focus: whether it has it, and how to take or give it up.
struct FocusLink {
    let isFocused: Bool
    let focus: @MainActor () -> Void
    let unfocus: @MainActor () -> Void
}
enum FocusLinkKey: CarriedKey { typealias Value = FocusLink }

extension View {
    /// Ties this view's focus to a Boolean focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusModifier(link: FocusLink(isFocused: condition.wrappedValue,
                                               focus: { condition.wrappedValue = true },
                                               unfocus: { condition.wrappedValue = false })))
    }

    /// Ties this view's focus to a focus state that holds `value` while this view has the focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusModifier(link: FocusLink(isFocused: binding.wrappedValue == value,
                                               focus: { binding.wrappedValue = value },
                                               unfocus: { if binding.wrappedValue == value { binding.wrappedValue = binding.empty } })))
    }
}

/// Puts the focus link on the view's units, and reports `focused=true` on the one that has it.
struct FocusModifier: ViewModifier, BuiltinModifier {
    let link: FocusLink
    typealias Body = Never
    func modify(_ unit: DisplayNode, context: BuildContext) -> DisplayNode {
        unit.carried[FocusLinkKey.self] = link
        if link.isFocused { unit.attributes.append((Attribute.Name.focused, "true")) }
        return unit
    }
}
