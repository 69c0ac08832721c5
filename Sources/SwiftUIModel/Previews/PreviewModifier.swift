/// A modifier Xcode applies to a preview, with a context made once and shared by the previews that
/// use it (Apple's `PreviewModifier`, given to `#Preview` as the trait `.modifier(_:)`). The
/// model's `preview` step shows a preview without its traits (a `#Preview` with traits reports it),
/// so it never makes the shared context or calls `body(content:context:)`.
///
/// Not modelled: the model never applies a preview modifier; nothing calls its requirements.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@MainActor
public protocol PreviewModifier {
    /// Not modelled: the model never makes the shared context.
    associatedtype Context = Void
    /// Not modelled: the model never calls `body(content:context:)`.
    associatedtype Body : View
    typealias Content = PreviewModifierContent
    /// Not modelled: a requirement the model never calls.
    @MainActor static func makeSharedContext() async throws -> Self.Context
    /// Not modelled: a requirement the model never calls.
    @ViewBuilder @MainActor func body(content: Self.Content, context: Self.Context) -> Self.Body
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension PreviewModifier where Self.Context == () {
    /// Apple's default for a modifier without a context: the empty context.
    /// Not modelled: the model never calls it.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    @MainActor public static func makeSharedContext() async throws -> Self.Context { () }
}

/// The preview's content a `PreviewModifier`'s body modifies (Apple's `PreviewModifierContent`).
/// It shows the view it stands for.
///
/// Not modelled: the model never applies a preview modifier, so it never makes one.
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
public struct PreviewModifierContent : View {
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public typealias Body = Never
    let content: any View
}

@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
extension PreviewModifierContent: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .index(0), view: content)]
    }
}
