/// How a display node takes touches: the touch engine's slot (`DisplayNodeSlot`), read by
/// `TouchInput` and the host's `tap` step.
struct TouchSlot: DisplayNodeSlot {
    /// What a tap on the element does, if it is tappable (a control's action).
    var tapAction: (@MainActor () -> Void)?
    /// Gestures attached to the node, innermost first.
    var gestures: [AttachedGesture] = []
    /// Whether and where the node takes touches.
    var hitTesting: HitTesting = .painted
}

extension DisplayNode {
    var touch: TouchSlot {
        get { self[TouchSlot.self] }
        set { self[TouchSlot.self] = newValue }
    }
}
