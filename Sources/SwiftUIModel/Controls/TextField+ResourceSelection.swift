import Foundation

// `TextField(_: LocalizedStringResource, text:selection:prompt:axis:)` (iOS 18). Apple's interface
// gives its body (`@_alwaysEmitIntoClient`): it makes the field `init(text:prompt:axis:label:)`
// makes, with a label of the resource and the axis or `.horizontal`, and does not pass the
// selection on. The model's copy does the same.

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension TextField where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, prompt: prompt, axis: axis ?? .horizontal, label: { Text(titleResource) })
    }
}
