import Foundation

// Pickers with a current-value label (iOS 18) titled by a `LocalizedStringResource`, and a text
// field with a selection titled likewise, with Apple's signatures and availability
// (docs/api-inventory/inventory.tsv). Each is the `LocalizedStringKey` overload with the
// resource's key (its locale and table are not kept, as for the model's
// `Text(_: LocalizedStringResource)`); that overload reports what it ignores (the current-value
// label; the selection and axis).

extension Picker where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), selection: selection, content: content, currentValueLabel: currentValueLabel)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), sources: sources, selection: selection, content: content, currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == SwiftUIModel.Label<Text, Image> {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), image: image, selection: selection, content: content, currentValueLabel: currentValueLabel)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), image: image, sources: sources, selection: selection, content: content, currentValueLabel: currentValueLabel)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), systemImage: systemImage, selection: selection, content: content, currentValueLabel: currentValueLabel)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C : RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), systemImage: systemImage, sources: sources, selection: selection, content: content, currentValueLabel: currentValueLabel)
    }
}

extension TextField where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), text: text, selection: selection, prompt: prompt, axis: axis)
    }
}
