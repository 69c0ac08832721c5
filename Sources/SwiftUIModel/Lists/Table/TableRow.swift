import Foundation

/// One row of a table, for one value (Apple's `TableRow`), as a table's explicit rows list them.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct TableRow<Value> : TableRowContent where Value : Identifiable {
    let value: Value

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ value: Value) { self.value = value }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Value
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    /// A row is primitive: it has no body (Apple's is `Never` too).
    public var tableRowBody: Never { fatalError("TableRow has no body") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TableRow: TableRowsReadable {
    func tableRows() -> [TableRowEntry] { [TableRowEntry(id: AnyHashable(value.id), value: value)] }
}
