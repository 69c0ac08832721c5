import Foundation

/// What modifies a table's rows (Apple's `_TableRowContentModifier`, which its row modifiers
/// conform to: `contextMenu`, `itemProvider`, `onInsert`). Apple applies one in its graph
/// (`_makeRows`, not public); the model never reads a row modifier's `body`: the rows it modifies
/// are shown as they are, and the method that applied it reported what it does not do.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public protocol _TableRowContentModifier {
    associatedtype Body : _TableRowContentModifier
    @MainActor @preconcurrency var body: Self.Body { get }
}

/// The body of row modifiers that have none (Apple's); `Never.body` is the model's, from `View`.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Never : _TableRowContentModifier {}

/// Rows with a row modifier applied (Apple's conformance of `ModifiedContent`): the rows of its
/// content.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ModifiedContent : TableRowContent where Content : TableRowContent, Modifier : _TableRowContentModifier {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Content.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    @MainActor @preconcurrency public var tableRowBody: Never { fatalError("ModifiedContent has no table row body") }
}

/// Rows of a collection with a row modifier applied, still of that collection (Apple's).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ModifiedContent : DynamicTableRowContent where Content : DynamicTableRowContent, Modifier : _TableRowContentModifier {
    // `Data` is inferred (`Content.Data`): the surface matches a type alias by its path alone, and
    // `ModifiedContent.Data` is also Apple's for map content (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var data: Content.Data { content.data }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension ModifiedContent: TableRowsReadable where Content : TableRowContent, Modifier : _TableRowContentModifier {
    func tableRows() -> [TableRowEntry] { TableContentReading.rows(content) }
}
