/// `TextSelection`'s affinity and indices, which the generator cannot make (it has no sound value
/// of either to return). `TextSelection` is a generated placeholder: the model's text fields keep
/// no selection.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TextSelection {
    /// Not modelled: a use reports itself; reads .automatic, a placeholder.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var affinity: TextSelectionAffinity {
        ModelProblems.notModelled("TextSelection.affinity", "reads .automatic, a placeholder: the model keeps no selection")
        return .automatic
    }

    /// Not modelled: a use reports itself; reads an empty selection, a placeholder.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public var indices: TextSelection.Indices {
        ModelProblems.notModelled("TextSelection.indices", "reads an empty selection, a placeholder: the model keeps no selection")
        return .selection("".startIndex..<"".endIndex)
    }
}

/// `Text.Layout.Run.layoutDirection`, which the generator cannot make. `Text.Layout.Run` is a
/// generated placeholder: the model lays out no runs for a text renderer.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Text.Layout.Run {
    /// Not modelled: a use reports itself; reads .leftToRight, a placeholder.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var layoutDirection: LayoutDirection {
        ModelProblems.notModelled("Text.Layout.Run.layoutDirection", "reads .leftToRight, a placeholder")
        return .leftToRight
    }
}
