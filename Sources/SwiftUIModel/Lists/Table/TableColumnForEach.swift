import Foundation

/// Columns made from a collection, one column content per element (Apple's `TableColumnForEach`).
@available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
public struct TableColumnForEach<Data, ID, RowValue, Sort, Content> : TableColumnContent where Data : RandomAccessCollection, ID : Hashable, RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator, Content : TableColumnContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableRowValue = RowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableColumnSortComparator = Sort
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableColumnBody = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public var data: Data
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public var content: (Data.Element) -> Content

    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public init(_ data: Data, @TableColumnBuilder<TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue, TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, Data.Element : Identifiable {
        self.data = data
        self.content = content
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @TableColumnBuilder<TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue, TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator> content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public init(_ data: Range<Int>, @TableColumnBuilder<TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableRowValue, TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableColumnSortComparator> content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }

    public nonisolated var tableColumnBody: Never { fatalError("TableColumnForEach has no body") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TableColumnForEach: TableColumnsReadable {
    func tableColumns() -> [TableColumnEntry] { data.flatMap { TableContentReading.columns(content($0)) } }
}
