import Foundation

// iOS 13's `Font.system` forms, with non-optional defaults: Apple's interface marks them
// `@_disfavoredOverload` and "to be deprecated" (SwiftUICore.swiftinterface, iPhoneOS26.2.sdk), so
// iOS 16's optional forms win wherever both apply. They make the same font: the default design is
// the one a font without a design has.
extension Font {
    @available(*, deprecated, message: "@available(iOS, introduced: 13.0, deprecated: 100000.0) Use `system(_:design:weight:)` instead.")
    @_disfavoredOverload
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(storage: .style(style), weight: style == .headline ? .semibold : nil, design: design == .default ? nil : design)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 13.0, deprecated: 100000.0) Use `system(size:weight:design:)` instead.")
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(storage: .system(size: size), weight: weight, design: design == .default ? nil : design)
    }
}
