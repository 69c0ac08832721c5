/// `KeyPress.key`, which the generator cannot make (it has no sound `KeyEquivalent` to return).
/// `KeyPress` is a generated placeholder: the model delivers no key presses.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension KeyPress {
    /// Not modelled: a use reports itself; reads the space key, a placeholder.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var key: KeyEquivalent {
        ModelProblems.notModelled("KeyPress.key", "reads the space key, a placeholder: the model delivers no key presses")
        return .space
    }
}
