import Foundation

/// A translucent background that blurs what is behind it (SwiftUI's `Material`). The model draws
/// it as its name; what it blurs is not modelled.
public struct Material: ShapeStyle, NamedStyle, Hashable, Sendable {
    let name: String
    var styleName: String { name }
    // Apple's own names are `Material.regular` …; the report names each as the `ShapeStyle`
    // member course code writes (`regularMaterial`).
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let ultraThin = Material(name: "ultraThinMaterial")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let thin = Material(name: "thinMaterial")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let regular = Material(name: "regularMaterial")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let thick = Material(name: "thickMaterial")
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias Resolved = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var ultraThinMaterial: Material { .ultraThin }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var thinMaterial: Material { .thin }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var regularMaterial: Material { .regular }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var thickMaterial: Material { .thick }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var ultraThickMaterial: Material { .ultraThick }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var bar: Material { .bar }
}

/// Whether a scroll view shows its indicators. Drawing only: the model records it on the scroll
/// view's report line.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

struct ScrollIndicatorsKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }

extension EnvironmentValues {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[ScrollIndicatorsKey.self] }
        set { self[ScrollIndicatorsKey.self] = newValue }
    }
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        environment(\.horizontalScrollIndicatorVisibility, visibility)
    }
}
