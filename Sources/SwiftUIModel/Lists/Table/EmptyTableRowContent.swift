import Foundation

/// No rows (Apple's `EmptyTableRowContent`): what a table section without a header or footer has
/// in their place. It has no public initialiser (Apple's neither); its rows are none.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct EmptyTableRowContent<Value> where Value : Identifiable {
    init() {}

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Value
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension EmptyTableRowContent : TableRowContent {
    /// It is primitive: it has no body (Apple's is `Never` too).
    public var tableRowBody: Never { fatalError("EmptyTableRowContent has no body") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension EmptyTableRowContent: TableRowsReadable {
    func tableRows() -> [TableRowEntry] { [] }
}
