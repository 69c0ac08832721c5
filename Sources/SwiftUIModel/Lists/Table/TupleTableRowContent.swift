import Foundation

/// Several row contents, as the row builder gathers them (Apple's `TupleTableRowContent`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@frozen public struct TupleTableRowContent<Value, T> : TableRowContent where Value : Identifiable {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Value
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var value: T

    @usableFromInline
    init(_ value: T, ofType: TableRowValue.Type) { self.value = value }

    public var tableRowBody: Never { fatalError("TupleTableRowContent has no body") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TupleTableRowContent: TableRowsReadable {
    func tableRows() -> [TableRowEntry] { TableContentReading.elements(of: value, TableContentReading.anyRows) }
}

/// Rows an `if` left out, or put in.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Optional: TableRowContent where Wrapped: TableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Wrapped.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("Optional has no table row body") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Optional: TableRowsReadable where Wrapped: TableRowContent {
    func tableRows() -> [TableRowEntry] { map { TableContentReading.rows($0) } ?? [] }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Optional: TableColumnsReadable where Wrapped: TableColumnContent {
    func tableColumns() -> [TableColumnEntry] { map { TableContentReading.columns($0) } ?? [] }
}
