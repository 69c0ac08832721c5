import Foundation

// Pickers with a current-value label (iOS 18), written by the generator until the model wrote
// their `LocalizedStringResource` overloads by hand (Picker+ResourceCurrentValueLabel.swift), which
// stops it making the others: moved here unchanged. The current-value label is not modelled: each
// reports itself and makes the picker the initialiser without it makes.

extension Picker where Label == SwiftUIModel.Label<Text, Image> {
    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:image:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        ModelProblems.notModelled("Picker.init(_:image:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:image:selection:content:) makes with the other arguments")
        self.init(titleKey, image: image, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:image:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S : StringProtocol {
        ModelProblems.notModelled("Picker.init(_:image:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:image:selection:content:) makes with the other arguments")
        self.init(title, image: image, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:image:sources:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection, S : StringProtocol, C.Element == Binding<SelectionValue> {
        ModelProblems.notModelled("Picker.init(_:image:sources:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:image:sources:selection:content:) makes with the other arguments")
        self.init(title, image: image, sources: sources, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:image:sources:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection, C.Element == Binding<SelectionValue> {
        ModelProblems.notModelled("Picker.init(_:image:sources:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:image:sources:selection:content:) makes with the other arguments")
        self.init(titleKey, image: image, sources: sources, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:systemImage:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        ModelProblems.notModelled("Picker.init(_:systemImage:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:systemImage:selection:content:) makes with the other arguments")
        self.init(titleKey, systemImage: systemImage, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:systemImage:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S : StringProtocol {
        ModelProblems.notModelled("Picker.init(_:systemImage:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:systemImage:selection:content:) makes with the other arguments")
        self.init(title, systemImage: systemImage, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:systemImage:sources:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C, S>(_ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection, S : StringProtocol, C.Element == Binding<SelectionValue> {
        ModelProblems.notModelled("Picker.init(_:systemImage:sources:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:systemImage:sources:selection:content:) makes with the other arguments")
        self.init(title, systemImage: systemImage, sources: sources, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:systemImage:sources:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection, C.Element == Binding<SelectionValue> {
        ModelProblems.notModelled("Picker.init(_:systemImage:sources:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:systemImage:sources:selection:content:) makes with the other arguments")
        self.init(titleKey, systemImage: systemImage, sources: sources, selection: selection, content: content)
    }
}

extension Picker where Label == Text {
    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        ModelProblems.notModelled("Picker.init(_:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:selection:content:) makes with the other arguments")
        self.init(titleKey, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where S : StringProtocol {
        ModelProblems.notModelled("Picker.init(_:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:selection:content:) makes with the other arguments")
        self.init(title, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:sources:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C, S>(_ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection, S : StringProtocol {
        ModelProblems.notModelled("Picker.init(_:sources:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:sources:selection:content:) makes with the other arguments")
        self.init(title, sources: sources, selection: selection, content: content)
    }

    /// Not modelled: a use reports itself; ignores currentValueLabel: makes what Picker.init(_:sources:selection:content:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init<C>(_ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection {
        ModelProblems.notModelled("Picker.init(_:sources:selection:content:currentValueLabel:)", "ignores currentValueLabel: makes what Picker.init(_:sources:selection:content:) makes with the other arguments")
        self.init(titleKey, sources: sources, selection: selection, content: content)
    }
}
