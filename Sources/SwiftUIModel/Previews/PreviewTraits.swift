import Foundation

/// Xcode's previews as values (`Preview`) and their traits (`#Preview(traits: .landscapeLeft)`,
/// `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`): the traits set how Xcode's canvas lays
/// the preview out. The model's `preview` step shows a preview on the scenario's device without
/// them: a `#Preview` with traits reports it (`PreviewMacro`), and so does a `Preview` value.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct Preview {
    /// The kind of preview traits apply to: a view's.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public enum ViewTraits {}

    /// Not modelled: a preview made as a value is not registered; the `preview` step does not find it.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> any View) {
        ModelProblems.notModelled("Preview.init(_:traits:body:)", "a preview made as a value is not registered")
    }
}

/// The traits of a view preview. Not modelled: the `preview` step lays a preview out on the
/// scenario's device whatever its traits; a `#Preview` given them reports it.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension PreviewTrait where T == Preview.ViewTraits {
    /// Not modelled: the preview is shown without this trait (the `#Preview` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(notModelledPlaceholder: ()) }
    /// Not modelled: the preview is shown without this trait (the `#Preview` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(notModelledPlaceholder: ()) }
    /// Not modelled: the preview is shown without this trait (the `#Preview` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(notModelledPlaceholder: ()) }
    /// Not modelled: the preview is shown without this trait (the `#Preview` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(notModelledPlaceholder: ()) }
    /// Not modelled: the preview is shown without this trait (the `#Preview` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(notModelledPlaceholder: ()) }
    /// Not modelled: the preview is shown without this trait (the `#Preview` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(notModelledPlaceholder: ()) }
    /// Not modelled: the preview is shown without this trait (the `#Preview` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(notModelledPlaceholder: ()) }
    /// Not modelled: the preview is shown without this trait (the `#Preview` reports it).
    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static var assistiveAccess: PreviewTrait<Preview.ViewTraits> { PreviewTrait(notModelledPlaceholder: ()) }
}
