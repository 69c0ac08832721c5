import Foundation

/// Several columns, as the column builder gathers them (Apple's `TupleTableColumnContent`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@frozen public struct TupleTableColumnContent<RowValue, Sort, T> : TableColumnContent where RowValue : Identifiable, Sort : SortComparator {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = RowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableColumnSortComparator = Sort
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableColumnBody = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var value: T

    @usableFromInline
    init(_ value: T, valueType: RowValue.Type, sortType: Sort.Type) { self.value = value }

    public nonisolated var tableColumnBody: Never { fatalError("TupleTableColumnContent has no body") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TupleTableColumnContent: TableColumnsReadable {
    func tableColumns() -> [TableColumnEntry] { TableContentReading.elements(of: value, TableContentReading.anyColumns) }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TableColumn: TableColumnsReadable {
    func tableColumns() -> [TableColumnEntry] {
        [TableColumnEntry(label: label, cell: { value in (value as? RowValue).map { cell($0) as any View } ?? EmptyView() })]
    }
}

/// A column an `if` left out, or put in (Apple's, from iOS 17.4).
@available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableRowValue = Wrapped.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableColumnBody = Never
    public nonisolated var tableColumnBody: Never { fatalError("Optional has no table column body") }
}
