import Foundation

/// Rows an `if`/`else` or `switch` in the row builder chose between (Apple's conformance of
/// `_ConditionalContent`): the branch taken.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension _ConditionalContent : TableRowContent where TrueContent : TableRowContent, FalseContent : TableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = TrueContent.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("_ConditionalContent has no table row body") }
}

/// Columns an `if`/`else` or `switch` in the column builder chose between (Apple's, from iOS 17.4).
@available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
extension _ConditionalContent : TableColumnContent where TrueContent : TableColumnContent, FalseContent : TableColumnContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableRowValue = TrueContent.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    @available(*, deprecated, message: "@available(iOS, introduced: 17.4)")
    public typealias TableColumnBody = Never
    public nonisolated var tableColumnBody: Never { fatalError("_ConditionalContent has no table column body") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension _ConditionalContent: TableRowsReadable where TrueContent : TableRowContent, FalseContent : TableRowContent {
    func tableRows() -> [TableRowEntry] {
        switch storage {
        case .trueContent(let rows): TableContentReading.rows(rows)
        case .falseContent(let rows): TableContentReading.rows(rows)
        }
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension _ConditionalContent: TableColumnsReadable where TrueContent : TableColumnContent, FalseContent : TableColumnContent {
    func tableColumns() -> [TableColumnEntry] {
        switch storage {
        case .trueContent(let columns): TableContentReading.columns(columns)
        case .falseContent(let columns): TableContentReading.columns(columns)
        }
    }
}

/// Columns behind an `if #available` (what Apple's `buildLimitedAvailability` erases them to, by
/// Apple's internal name): the columns of the content it was given.
@available(*, deprecated, message: "@available(iOS, introduced: 17.5)")
struct LimitedAvailabilityTableColumnContent<TableRowValue, TableColumnSortComparator> : TableColumnContent where TableRowValue : Identifiable, TableColumnSortComparator : SortComparator {
    typealias TableColumnBody = Never
    let content: any TableColumnContent<TableRowValue, TableColumnSortComparator>

    init(erasing content: any TableColumnContent<TableRowValue, TableColumnSortComparator>) { self.content = content }

    nonisolated var tableColumnBody: Never { fatalError("LimitedAvailabilityTableColumnContent has no body") }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension LimitedAvailabilityTableColumnContent: TableColumnsReadable {
    func tableColumns() -> [TableColumnEntry] { TableContentReading.columns(content) }
}
