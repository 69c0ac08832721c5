import Foundation

// Parts of `Text.Layout` (iOS 17) with Apple's own definitions: a character index is a number
// of characters (the SDK's interface inlines its comparison and arithmetic), and the preference
// key Texts publish their layouts under. The model's Text does not publish a layout
// (`Text.Layout` itself is declared and reports itself, `Surface/Generated`).

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Text.Layout {
    /// The index of a character in a Text's layout. As in the SDK's interface: it compares and
    /// advances by its offset.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public struct CharacterIndex : Comparable, Hashable, Strideable, Sendable {
        var value: Int

        init(value: Int) { self.value = value }

        public static func < (lhs: Text.Layout.CharacterIndex, rhs: Text.Layout.CharacterIndex) -> Bool {
            lhs.value < rhs.value
        }

        public func advanced(by n: Int) -> Text.Layout.CharacterIndex {
            .init(value: value + n)
        }

        public func distance(to other: Text.Layout.CharacterIndex) -> Int {
            other.value - value
        }

        public typealias Stride = Int
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Text {
    /// The layouts of the Texts below, each with where it is. Not modelled: no Text publishes its
    /// layout, so the value read is always empty.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public struct LayoutKey : PreferenceKey, Sendable {
        public struct AnchoredLayout : Equatable {
            public var origin: Anchor<CGPoint>
            public var layout: Text.Layout

            /// The layouts compare; the model's anchors hold no geometry, so any two are the same.
            public static func == (a: Text.LayoutKey.AnchoredLayout, b: Text.LayoutKey.AnchoredLayout) -> Bool {
                a.layout == b.layout
            }
        }

        public typealias Value = [Text.LayoutKey.AnchoredLayout]

        /// Not modelled: a use reports itself; no Text publishes its layout, so the value is empty.
        public static var defaultValue: Text.LayoutKey.Value {
            ModelProblems.notModelled("Text.LayoutKey", "no Text publishes its layout: the value read is empty")
            return []
        }

        /// The layouts in order, as a preference key's values combine.
        public static func reduce(value: inout Text.LayoutKey.Value, nextValue: () -> Text.LayoutKey.Value) {
            value.append(contentsOf: nextValue())
        }
    }
}
