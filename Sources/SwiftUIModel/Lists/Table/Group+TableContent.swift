import Foundation

/// Rows or columns of a table gathered without changing them (Apple's conformances of `Group` to
/// `TableRowContent` and `TableColumnContent`): the table reads through the group to its members.

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Group : TableRowContent where Content : TableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Content.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("Group has no table row body") }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
        self.content = content()
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Group : TableColumnContent where Content : TableColumnContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Content.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableColumnBody = Never
    public nonisolated var tableColumnBody: Never { fatalError("Group has no table column body") }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content) where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
        self.content = content()
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Group: TableRowsReadable where Content : TableRowContent {
    func tableRows() -> [TableRowEntry] { TableContentReading.rows(content) }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Group: TableColumnsReadable where Content : TableColumnContent {
    func tableColumns() -> [TableColumnEntry] { TableContentReading.columns(content) }
}
