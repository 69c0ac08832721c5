/// What a type offers Xcode's library (DeveloperToolsSupport's `LibraryContentProvider` and its
/// builder `LibraryContentBuilder`). Xcode reads it; the model has no library, so nothing reads a
/// provider. The builder itself behaves: it gathers the items it is given, in order.
///
/// Not modelled: the model has no Xcode library; nothing reads a provider's items.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
public protocol LibraryContentProvider {
    /// Not modelled: the model has no Xcode library.
    associatedtype ModifierBase = Any
    /// Not modelled: a requirement the model never reads.
    @LibraryContentBuilder var views: [LibraryItem] { get }
    /// Not modelled: a requirement the model never calls.
    @LibraryContentBuilder func modifiers(base: Self.ModifierBase) -> [LibraryItem]
}

@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
extension LibraryContentProvider {
    /// Apple's default: no items.
    /// Not modelled: the model has no Xcode library; nothing reads it.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public var views: [LibraryItem] { [] }
    /// Apple's default: no items.
    /// Not modelled: the model has no Xcode library; nothing calls it.
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public func modifiers(base: Self.ModifierBase) -> [LibraryItem] { [] }
}

/// The result builder of a library provider's items: each item or array of items, in order.
@available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
@resultBuilder
public struct LibraryContentBuilder {
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildBlock(_ segments: [LibraryItem]...) -> [LibraryItem] { segments.flatMap { $0 } }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildExpression(_ item: LibraryItem) -> [LibraryItem] { [item] }
    @available(*, deprecated, message: "@available(iOS, introduced: 14.0)")
    public static func buildExpression(_ items: [LibraryItem]) -> [LibraryItem] { items }
}
