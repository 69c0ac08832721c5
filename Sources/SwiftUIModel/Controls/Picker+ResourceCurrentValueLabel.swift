import Foundation

// The pickers with a title of a `LocalizedStringResource` and a current-value label (iOS 18). Apple's
// interface gives their bodies (`@_alwaysEmitIntoClient`): each makes the picker
// `init(selection:content:label:currentValueLabel:)` (or its `sources:` form) makes, with a label of
// the resource. The model's copies do the same; the current-value label is what that initialiser
// reports as not modelled.

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Picker where Label == Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { Text(titleResource) }, currentValueLabel: currentValueLabel)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection {
        self.init(sources: sources, selection: selection, content: content, label: { Text(titleResource) }, currentValueLabel: currentValueLabel)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension Picker where Label == SwiftUIModel.Label<Text, Image> {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { SwiftUIModel.Label(titleResource, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content, label: { SwiftUIModel.Label(titleResource, systemImage: systemImage) }, currentValueLabel: currentValueLabel)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: { SwiftUIModel.Label(titleResource, image: image) }, currentValueLabel: currentValueLabel)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View) where C: RandomAccessCollection, C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content, label: { SwiftUIModel.Label(titleResource, image: image) }, currentValueLabel: currentValueLabel)
    }
}
