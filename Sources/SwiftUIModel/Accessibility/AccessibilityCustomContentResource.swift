import Foundation

// The `LocalizedStringResource` overload of an accessibility-modified view's custom content,
// which the generator does not make (the model has `View.accessibilityCustomContent` by hand, and
// a generated overload of this type would win over it). Apple's is `@_disfavoredOverload` and
// passes to the keys' overload, as this one does with the resources' keys (their locale and table
// are not kept, as for the model's `Text(_: LocalizedStringResource)`); that overload reports
// itself.
extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public func accessibilityCustomContent(_ label: LocalizedStringResource, _ valueResource: LocalizedStringResource,
                                           importance: AXCustomContent.Importance = .default) -> ModifiedContent<Content, Modifier> {
        accessibilityCustomContent(LocalizedStringKey(formatKey: label.key.formatKey), LocalizedStringKey(formatKey: valueResource.key.formatKey),
                                   importance: importance)
    }
}
