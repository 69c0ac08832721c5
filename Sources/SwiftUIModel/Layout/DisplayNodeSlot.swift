/// The data one engine keeps on a display node, as one value of a type the engine owns:
/// accessibility (`AccessibilitySlot`), drawing (`DrawingSlot`), animation (`AnimationSlot`),
/// touch (`TouchSlot`), text input (`TextInputSlot`), toolbar placement (`ToolbarSlot`).
///
/// A node stores its slots by type, as SwiftUI keeps a view's inputs and preferences by key type
/// (OpenSwiftUI's `PropertyList` and `ViewInputs`): `DisplayNode` itself holds only identity,
/// layout and children, and an engine adds or changes its fields without touching it. A node that
/// never set a slot reads the slot's `init()`.
///
/// To give an engine data of its own on nodes, declare in the engine's folder
///
///     struct MySlot: DisplayNodeSlot { var … }
///     extension DisplayNode {
///         var my: MySlot { get { self[MySlot.self] } set { self[MySlot.self] = newValue } }
///     }
///
/// and write `node.my.field = …`.
protocol DisplayNodeSlot {
    init()
}

/// A display node's slots, by type.
struct DisplayNodeSlots {
    private var values: [ObjectIdentifier: any DisplayNodeSlot] = [:]

    subscript<Slot: DisplayNodeSlot>(slot: Slot.Type) -> Slot {
        get { values[ObjectIdentifier(slot)].map { $0 as! Slot } ?? Slot() }
        set { values[ObjectIdentifier(slot)] = newValue }
    }
}
