import Foundation

/// Rotor entries gathered without changing them (Apple's `extension Group :
/// AccessibilityRotorContent where Content : AccessibilityRotorContent`).
/// Not modelled: rotors are not (the `accessibilityRotor` modifier that shows them reports itself);
/// the group keeps its entries for nothing to read.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension Group: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var body: Never { fatalError("Group has no rotor body") }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(@AccessibilityRotorContentBuilder content: () -> Content) {
        self.content = content()
    }
}
