/// The result builders of a preview's body (DeveloperToolsSupport's `PreviewBodyBuilder` and
/// `PreviewMacroBodyBuilder`, as its interface declares them): exactly one content expression, no
/// control flow (the unavailable overloads give Apple's errors).
@available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
@resultBuilder
public struct PreviewBodyBuilder<Content> {
    /// The body's one expression, unchanged.
    @available(*, deprecated, message: "@available(iOS, introduced: 18.0)")
    public static func buildBlock(_ content: Content) -> Content { content }
    @available(*, unavailable, message: "This builder requires exactly one content expression")
    public static func buildBlock(_: Content...) -> Content { fatalError("unavailable") }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildOptional(_: Content?) -> Content { fatalError("unavailable") }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildEither(first: Content) -> Content { fatalError("unavailable") }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildEither(second: Content) -> Content { fatalError("unavailable") }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildLimitedAvailability(_: Content) -> Content { fatalError("unavailable") }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
    /// The body's one expression, unchanged.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func buildBlock(_ content: Content) -> Content { content }
    @available(*, unavailable, message: "This builder requires exactly one content expression")
    public static func buildBlock(_: Content...) -> Content { fatalError("unavailable") }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildOptional(_: Content?) -> Content { fatalError("unavailable") }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildEither(first: Content) -> Content { fatalError("unavailable") }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildEither(second: Content) -> Content { fatalError("unavailable") }
    @available(*, unavailable, message: "This builder does not support control flow statements")
    public static func buildLimitedAvailability(_: Content) -> Content { fatalError("unavailable") }
}
