/// What a `#Preview` expands to in Xcode (DeveloperToolsSupport's `PreviewRegistry`): a type that
/// says where the preview is and makes it. The model's `#Preview` expands to its own registration
/// (`_PreviewRegistration`, found by `PreviewDiscovery`), so nothing reads a `PreviewRegistry`.
///
/// Not modelled: the model never reads a preview registry; its `preview` step finds `#Preview`s.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public protocol PreviewRegistry {
    /// Not modelled: a requirement the model never reads.
    static var fileID: String { get }
    /// Not modelled: a requirement the model never reads.
    static var line: Int { get }
    /// Not modelled: a requirement the model never reads.
    static var column: Int { get }
    /// Not modelled: a requirement the model never calls.
    @MainActor static func makePreview() throws -> Preview
    /// Not modelled: a requirement the model never reads (nor does Xcode, Apple's message says).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0, deprecated: 0) This method is not called. Please implement makePreview() instead.")
    static var preview: Preview { get }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension PreviewRegistry {
    /// Not modelled: Apple's default, which nothing calls; reports itself and returns an empty
    /// preview.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0, deprecated: 0) This method is not called. Please implement makePreview() instead.")
    public static var preview: Preview {
        ModelProblems.notModelled("PreviewRegistry.preview", "returns an empty preview")
        return Preview(empty: ())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Preview {
    /// A preview of nothing (not Apple's: the value `PreviewRegistry.preview`'s default returns).
    init(empty: ()) {}
}
