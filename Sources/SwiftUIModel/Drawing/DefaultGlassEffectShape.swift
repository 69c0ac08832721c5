import Foundation

/// "The default shape applied by glass effects, a capsule"
/// (developer.apple.com/documentation/swiftui/defaultglasseffectshape): drawn as `Capsule`.
@available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
public struct DefaultGlassEffectShape: Shape, ModelShape {
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public init() {}

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { Capsule().sizeThatFits(proposal) }

    var clipShape: ClipShape { .capsule }
}
