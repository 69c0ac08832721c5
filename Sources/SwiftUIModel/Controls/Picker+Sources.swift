import Foundation

// A picker of a collection of sources, each with its own selection (Apple's `Picker(sources:
// selection:content:label:)`, iOS 16): choosing an option sets the selection of every source
// ("the values at the key path of all items in the sources collection are updated with the
// selected option", Apple's documentation of the initialiser). While every source holds the same
// value, that option is the chosen one.

extension Picker {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
    where C: RandomAccessCollection {
        let bindings = sources.map { $0[keyPath: selection] }
        self.init(selection: PickerSources.all(bindings), content: content, label: label)
        sourceValues = { bindings.map(\.wrappedValue) }
    }
}

extension Picker where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
    where C: RandomAccessCollection {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C, S>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
    where C: RandomAccessCollection, S: StringProtocol {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == SwiftUIModel.Label<Text, Image> {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
    where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwiftUIModel.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C, S>(_ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
    where C: RandomAccessCollection, S: StringProtocol, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwiftUIModel.Label(title, systemImage: systemImage) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
    where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwiftUIModel.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<C, S>(_ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content)
    where C: RandomAccessCollection, S: StringProtocol, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwiftUIModel.Label(title, image: image) }
    }
}

enum PickerSources {
    /// One selection standing for all the sources: it writes each of them. What it reads is the
    /// first source's (the picker shows `agreed(_:)` of all instead).
    static func all<V>(_ bindings: [Binding<V>]) -> Binding<V> {
        Binding(get: { bindings[0].wrappedValue }, set: { value in bindings.forEach { $0.wrappedValue = value } })
    }

    /// The value the sources agree on, which is the chosen option; none when there are no sources
    /// or they differ. Apple shows differing sources as a mixed state, which the model does not
    /// draw: no option is chosen, and the run says so.
    @MainActor
    static func agreed<V: Hashable>(_ values: [V]) -> AnyHashable? {
        guard let first = values.first else { return nil }
        guard values.allSatisfy({ $0 == first }) else {
            ModelProblems.notModelled("Picker(sources:selection:…) with sources that differ", "the mixed state is not drawn: no option is shown chosen")
            return nil
        }
        return AnyHashable(first)
    }
}
