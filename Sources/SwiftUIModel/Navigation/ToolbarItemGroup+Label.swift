import Foundation

// A toolbar item group with a label (iOS 16), which collapses into a menu where space is short.
// Not modelled: its content is a `LabeledToolbarItemGroupContent` (generated), which shows nothing
// and reports itself when the toolbar shows it; the items and the label are not kept.

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ToolbarItemGroup {
    /// Not modelled: the group's content reports itself when it is shown, and shows nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C, L>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L>, C: View, L: View {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(notModelledPlaceholder: ())
    }
}
