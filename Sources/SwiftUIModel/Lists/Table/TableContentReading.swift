import Foundation

/// A row of a table as the model reads it: the row's value and its id (the value's `Identifiable`
/// id, which identifies the row as a `ForEach` row is identified).
struct TableRowEntry {
    let id: AnyHashable
    let value: Any
}

/// A column of a table as the model reads it: its label, and its cell for a row's value (the
/// value is the table's row value; a cell given another one shows nothing).
@MainActor
struct TableColumnEntry {
    let label: any View
    let cell: (Any) -> any View
}

/// Row content the model can read its rows from. Apple's rows are built in its graph by
/// `_makeRows`, which is not public; the model's row types conform to this instead.
@MainActor
protocol TableRowsReadable {
    func tableRows() -> [TableRowEntry]
}

/// Column content the model can read its columns from (Apple's `_makeContent` is not public).
@MainActor
protocol TableColumnsReadable {
    func tableColumns() -> [TableColumnEntry]
}

/// Reads a table's rows and columns: the model's own row and column types directly, anything else
/// (course code's types that conform with a `tableRowBody` or `tableColumnBody`) through its body.
@available(*, deprecated, message: "the model's own use of API whose availability is data")
@MainActor
enum TableContentReading {
    static func rows<Rows: TableRowContent>(_ rows: Rows) -> [TableRowEntry] {
        if let readable = rows as? any TableRowsReadable { return readable.tableRows() }
        if Rows.TableRowBody.self == Never.self { return [] }
        return Self.rows(rows.tableRowBody)
    }

    static func columns<Columns: TableColumnContent>(_ columns: Columns) -> [TableColumnEntry] {
        if let readable = columns as? any TableColumnsReadable { return readable.tableColumns() }
        if Columns.TableColumnBody.self == Never.self { return [] }
        return Self.columns(columns.tableColumnBody)
    }

    /// The rows or columns of each element of a builder's tuple, in order.
    static func elements<Entry>(of tuple: Any, _ read: (Any) -> [Entry]) -> [Entry] {
        let children = Mirror(reflecting: tuple).children
        // A block of one element is the element itself, not a tuple.
        if children.isEmpty || Mirror(reflecting: tuple).displayStyle != .tuple { return read(tuple) }
        return children.flatMap { read($0.value) }
    }

    /// The rows of a value of unknown type (an element of a builder's tuple).
    static func anyRows(_ value: Any) -> [TableRowEntry] {
        guard let rows = value as? any TableRowContent else { return [] }
        return Self.rows(rows)
    }

    /// The columns of a value of unknown type (an element of a builder's tuple).
    static func anyColumns(_ value: Any) -> [TableColumnEntry] {
        guard let columns = value as? any TableColumnContent else { return [] }
        return Self.columns(columns)
    }
}
