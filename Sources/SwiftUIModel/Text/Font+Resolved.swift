/// `Font.resolve(in:)` and the members of `Font.Resolved` the generator cannot make (it has no
/// sound value of `Font.Leading` or `Font.Weight` to return). The model has no font resolution
/// context (`Font.Context` and `\.fontResolutionContext` are placeholders), so each use reports
/// itself and reads a placeholder.
extension Font {
    /// Not modelled: a use reports itself; returns a placeholder whose properties report themselves.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func resolve(in context: Font.Context) -> Font.Resolved {
        ModelProblems.notModelled("Font.resolve(in:)", "returns a placeholder: the model has no font resolution context")
        return Font.Resolved(notModelledPlaceholder: ())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
extension Font.Resolved {
    /// Not modelled: a use reports itself; reads .standard.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var leading: Font.Leading {
        ModelProblems.notModelled("Font.Resolved.leading", "reads .standard")
        return .standard
    }

    /// Not modelled: a use reports itself; reads .regular.
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public var weight: Font.Weight {
        ModelProblems.notModelled("Font.Resolved.weight", "reads .regular")
        return .regular
    }
}
