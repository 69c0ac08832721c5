// The SwiftUI types Apple's SwiftUI makes `Transferable` (iOS 16: `Image`, `Color`; the inventory's
// `Image.transferRepresentation`, `Color.transferRepresentation`). Nothing is transferred: asking
// for the representation reports itself.

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Image: Transferable {
    /// Not modelled: nothing is transferred.
    public static var transferRepresentation: some TransferRepresentation {
        ModelProblems.notModelled("Image.transferRepresentation", "nothing is transferred")
        return _NotModelledTransferRepresentation<Image>()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Color: Transferable {
    /// Not modelled: nothing is transferred.
    public static var transferRepresentation: some TransferRepresentation {
        ModelProblems.notModelled("Color.transferRepresentation", "nothing is transferred")
        return _NotModelledTransferRepresentation<Color>()
    }
}
