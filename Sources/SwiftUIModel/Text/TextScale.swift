/// `textScale(_:isEnabled:)` (iOS 17): `.default`, or `.secondary` for text that accompanies other
/// text. How much smaller Apple draws secondary text is not in its documentation, and no
/// measurement was found: applying `.secondary` reports itself and the text keeps its size;
/// `.default`, or a scale that is not enabled, changes nothing, as on Apple's.
extension Text {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public struct Scale: Sendable, Hashable {
        let isSecondary: Bool

        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public static let `default` = Scale(isSecondary: false)
        @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
        public static let secondary = Scale(isSecondary: true)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        TextScaling.apply(scale, isEnabled: isEnabled, api: "Text.textScale(_:isEnabled:)")
        return self
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        TextScaling.apply(scale, isEnabled: isEnabled, api: "View.textScale(_:isEnabled:)")
        return self
    }
}

enum TextScaling {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    static func apply(_ scale: Text.Scale, isEnabled: Bool, api: String) {
        guard isEnabled, scale.isSecondary else { return }
        ModelProblems.notModelled("\(api) with .secondary", "the text keeps its size (how much smaller Apple draws it is not documented)")
    }
}
