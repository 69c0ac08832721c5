import CoreGraphicsModel

/// How a display node draws, apart from where layout puts it: the drawing engine's slot
/// (`DisplayNodeSlot`). `LaidOutScreen.screenElements()` reads it for the report and the picture.
struct DrawingSlot: DisplayNodeSlot {
    /// What the node paints itself (nil: it only arranges others).
    var paint: Paint?
    /// The shape this node clips its content to (`clipped`, `clipShape`).
    var clip: ClipShape?
    /// How this node changes the drawing of what it contains (offset, rotation, opacity…;
    /// `Effects/DrawingEffect.swift`).
    var effect: DrawingEffect?
    /// Effects known only once the node has a frame (`visualEffect`), resolved when the screen is read.
    var lateEffects: (@MainActor (CGRect) -> [DrawingEffect])?
    /// The node is a mask (`mask(alignment:_:)`): it shapes what its sibling shows and is not drawn.
    var isMask = false
}

extension DisplayNode {
    var drawing: DrawingSlot {
        get { self[DrawingSlot.self] }
        set { self[DrawingSlot.self] = newValue }
    }
}
