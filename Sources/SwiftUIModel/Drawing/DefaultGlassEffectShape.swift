import Foundation

/// "The default shape applied by glass effects, a capsule"
/// (developer.apple.com/documentation/swiftui/defaultglasseffectshape): drawn as `Capsule`.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct DefaultGlassEffectShape: Shape, ModelShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init() {}

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }

    var clipShape: ClipShape { .capsule }
}
