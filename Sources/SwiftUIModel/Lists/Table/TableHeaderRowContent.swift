import Foundation

/// The header row of a table's section (Apple's `TableHeaderRowContent`): a view that spans the
/// row. `Section`'s table-row initialisers with a title or header make one; it has no public
/// initialiser (Apple's neither). Not modelled: the header row is not shown (a use reports
/// itself when the table reads its rows); its rows are none.
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
