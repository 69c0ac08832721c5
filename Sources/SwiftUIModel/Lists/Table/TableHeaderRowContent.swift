import Foundation

/// The header row of a table's section (Apple's `TableHeaderRowContent`): a view that spans the
/// row. Apple makes one for a `Section` of table rows with a title or header, and it has no public
/// initialiser. Not modelled: the model's `Section` takes views only (its table-row initialisers
/// are not declared), so no header row is made or shown; its rows are none.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct TableHeaderRowContent<Value, Content> : TableRowContent where Value : Identifiable, Content : View {
    let content: Content

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Value

    /// Not modelled: a header row has no rows of a value (the model reads none through it).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var tableRowBody: some TableRowContent { EmptyTableRowContent<Value>() }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TableHeaderRowContent: TableRowsReadable {
    func tableRows() -> [TableRowEntry] {
        ModelProblems.notModelled("TableHeaderRowContent", "a table section's header row is not shown")
        return []
    }
}
