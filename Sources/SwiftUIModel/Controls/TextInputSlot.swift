/// How a display node takes typed text: the text-input slot (`DisplayNodeSlot`), set by fields
/// and read by the host's `type` step.
struct TextInputSlot: DisplayNodeSlot {
    /// What typing into the element does, if it takes text.
    var receive: (@MainActor (String) -> Void)?
}

extension DisplayNode {
    var textInput: TextInputSlot {
        get { self[TextInputSlot.self] }
        set { self[TextInputSlot.self] = newValue }
    }
}
