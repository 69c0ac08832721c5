import Foundation

/// `View.bold(_:)`, `View.italic(_:)` and `View.fontWeight(_:)` (iOS 16): styling for every Text
/// inside the view, carried in the environment. Apple: "Applies a bold font weight to the text in
/// this view", "Applies italics to the text in this view", "Sets the font weight of the text in
/// this view" (the modifiers' documentation). A Text's own `bold()`, `italic()` or
/// `fontWeight(_:)` wins over the view's (`TextDisplay`); `isActive: false` turns the styling off
/// for the views inside.
struct ViewTextStyling: Equatable, Sendable {
    var bold: Bool?
    var italic: Bool?
    var weight: Font.Weight?
}

struct ViewTextStylingKey: EnvironmentKey { static var defaultValue: ViewTextStyling { ViewTextStyling() } }

extension EnvironmentValues {
    var viewTextStyling: ViewTextStyling {
        get { self[ViewTextStylingKey.self] }
        set { self[ViewTextStylingKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.viewTextStyling) { $0.bold = isActive }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.viewTextStyling) { $0.italic = isActive }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.viewTextStyling) { $0.weight = weight }
    }
}
