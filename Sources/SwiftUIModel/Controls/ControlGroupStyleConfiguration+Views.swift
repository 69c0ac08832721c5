import Foundation

// What a control group style's configuration hands its body (Apple's
// `ControlGroupStyleConfiguration.content` and `.label`, each a view of its own type with no
// body), and `ControlGroup(configuration)`. The model's `ControlGroup` (generated) shows nothing
// and reports itself, and never asks a style for a body, so no configuration is ever made from a
// real group: its content and label are views that show nothing and report themselves when shown.

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension ControlGroupStyleConfiguration {
    /// The group's controls, as a style's body shows them.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    @MainActor @preconcurrency
    public struct Content: View {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public typealias Body = Never
    }

    /// The group's label, as a style's body shows it.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @MainActor @preconcurrency
    public struct Label: View {
        @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
        public typealias Body = Never
    }

    /// Not modelled: the view reports itself when it is shown, and shows nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var content: ControlGroupStyleConfiguration.Content { Content() }

    /// Not modelled: the view reports itself when it is shown, and shows nothing.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var label: ControlGroupStyleConfiguration.Label { Label() }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension ControlGroupStyleConfiguration.Content: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        ModelProblems.notModelled("ControlGroupStyleConfiguration.Content", "a control group style's content shows nothing")
        return []
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension ControlGroupStyleConfiguration.Label: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        ModelProblems.notModelled("ControlGroupStyleConfiguration.Label", "a control group style's label shows nothing")
        return []
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// Not modelled: the view reports itself when it is shown (the model's control group shows
    /// nothing).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init(notModelledPlaceholder: ())
    }
}
