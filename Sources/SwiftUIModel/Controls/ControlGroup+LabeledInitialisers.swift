import Foundation

// A control group with a label (iOS 16; with an image of the app's assets, iOS 17), with Apple's
// signatures and availability (docs/api-inventory/inventory.tsv). Not modelled: the model's
// `ControlGroup` (generated) shows nothing and reports itself when it is shown; these make the
// same group, whose content and label are not kept.

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ControlGroup {
    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C, L>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L>, C : View, L : View {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text>, C : View {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text>, C : View {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<C, S>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text>, C : View, S : StringProtocol {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<C>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C : View {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C : View {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<C, S>(_ title: S, systemImage: String, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C : View, S : StringProtocol {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<C>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C : View {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C : View {
        self.init(notModelledPlaceholder: ())
    }

    /// Not modelled: the view reports itself when it is shown.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @_disfavoredOverload
    public init<C, S>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Label<Text, Image>>, C : View, S : StringProtocol {
        self.init(notModelledPlaceholder: ())
    }
}
