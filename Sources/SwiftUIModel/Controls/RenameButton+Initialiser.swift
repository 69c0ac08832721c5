import Foundation

// `RenameButton()` (iOS 16): the generated `RenameButton` shows nothing and reports itself when
// shown; its initialiser is constrained (`Label == Label<Text, Image>`), which the generator does
// not write.

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension RenameButton {
    /// Not modelled: the view reports itself when it is shown (no rename action is triggered).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init() where Label == SwiftUIModel.Label<Text, Image> {
        self.init(notModelledPlaceholder: ())
    }
}
