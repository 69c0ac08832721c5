@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Text {
    /// Not modelled: the text is shown as written (no variant is chosen for the space it has); the
    /// use reports itself.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public func textVariant<V>(_ preference: V) -> some View where V : TextVariantPreference {
        ModelProblems.notModelled("Text.textVariant(_:)", "the text is shown as written: no variant is chosen for its space")
        return self
    }
}
