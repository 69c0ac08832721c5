import Foundation

// Text fields and editors with a selection (iOS 18), written by the generator until the model
// wrote overloads of the same names by hand (TextField+ResourceSelection.swift,
// TextEditor+AttributedString.swift), which stops it making the others: moved here unchanged. The
// selection (and a field's axis) is not modelled: each reports itself and makes the field the
// initialiser without it makes.

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension TextEditor {
    /// Not modelled: a use reports itself; ignores selection: makes what TextEditor.init(text:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        ModelProblems.notModelled("TextEditor.init(text:selection:)", "ignores selection: makes what TextEditor.init(text:) makes with the other arguments")
        self.init(text: text)
    }
}

extension TextField where Label == Text {
    /// Not modelled: a use reports itself; ignores selection, axis: makes what TextField.init(_:text:prompt:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        ModelProblems.notModelled("TextField.init(_:text:selection:prompt:axis:)", "ignores selection, axis: makes what TextField.init(_:text:prompt:) makes with the other arguments")
        self.init(titleKey, text: text, prompt: prompt)
    }

    /// Not modelled: a use reports itself; ignores selection, axis: makes what TextField.init(_:text:prompt:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) where S : StringProtocol {
        ModelProblems.notModelled("TextField.init(_:text:selection:prompt:axis:)", "ignores selection, axis: makes what TextField.init(_:text:prompt:) makes with the other arguments")
        self.init(title, text: text, prompt: prompt)
    }
}

extension TextField {
    /// Not modelled: a use reports itself; ignores selection, axis: makes what TextField.init(text:prompt:label:) makes with the other arguments.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil, @ViewBuilder label: () -> Label) {
        ModelProblems.notModelled("TextField.init(text:selection:prompt:axis:label:)", "ignores selection, axis: makes what TextField.init(text:prompt:label:) makes with the other arguments")
        self.init(text: text, prompt: prompt, label: label)
    }
}
