import Foundation

// Members of a text layout's runs (iOS 17) that the generator does not make (subscripts) or made
// before the model had `Text.Layout.CharacterIndex`. The model lays out no text into runs
// (`Text.Layout.Run` and `RunSlice` are placeholders, `Surface/Generated`): each reports itself
// and returns what claims nothing.

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Text.Layout.Run {
    /// Not modelled: a use reports itself; reads nil.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript<T>(key: T.Type) -> T? where T: TextAttribute {
        ModelProblems.notModelled("Text.Layout.Run.subscript(_:)", "reads nil: the model lays out no text into runs")
        return nil
    }

    /// Not modelled: a use reports itself; reads no indices.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var characterIndices: [Text.Layout.CharacterIndex] {
        ModelProblems.notModelled("Text.Layout.Run.characterIndices", "reads no indices: the model lays out no text into runs")
        return []
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Text.Layout.RunSlice {
    /// Not modelled: a use reports itself; reads nil.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public subscript<T>(key: T.Type) -> T? where T: TextAttribute {
        ModelProblems.notModelled("Text.Layout.RunSlice.subscript(_:)", "reads nil: the model lays out no text into runs")
        return nil
    }

    /// Not modelled: a use reports itself; reads no indices.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var characterIndices: [Text.Layout.CharacterIndex] {
        ModelProblems.notModelled("Text.Layout.RunSlice.characterIndices", "reads no indices: the model lays out no text into runs")
        return []
    }

    /// Not modelled: a use reports itself; reads an empty range.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var indices: Range<Int> {
        ModelProblems.notModelled("Text.Layout.RunSlice.indices", "reads an empty range: the model lays out no text into runs")
        return 0..<0
    }
}
