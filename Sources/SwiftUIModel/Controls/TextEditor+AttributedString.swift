import Foundation

// `TextEditor(text: Binding<AttributedString>, selection:)` (iOS 26, rich text editing). Not
// modelled: the model's editor edits plain characters, so this one edits the attributed string's
// characters; what is typed replaces the text with one without attributes, and the selection is
// neither read nor set. Making it reports itself.

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension TextEditor {
    /// Not modelled: a use reports itself; edits the text's characters without its attributes,
    /// and ignores the selection.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        ModelProblems.notModelled("TextEditor.init(text:selection:)", "edits the attributed text's characters: typing drops its attributes, and the selection is ignored")
        self.init(text: Binding<String>(
            get: { String(text.wrappedValue.characters) },
            set: { text.wrappedValue = AttributedString($0) }))
    }
}
