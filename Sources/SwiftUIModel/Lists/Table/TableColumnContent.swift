import Foundation

/// A table's columns (Apple's `TableColumnContent`): a `TableColumn`, several of them from the
/// column builder, or a type whose `tableColumnBody` is made of them. The model reads the columns
/// through `TableContentReading`; Apple's graph entry point (`_makeContent`) is not public.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue : Identifiable = Self.TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator : SortComparator = Self.TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody : TableColumnContent
    nonisolated var tableColumnBody: Self.TableColumnBody { get }
}

/// The body of columns that have none of their own (Apple's, so that `TableColumnBody = Never`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Never: TableColumnContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableColumnSortComparator = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableColumnBody = Never
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public nonisolated var tableColumnBody: Never { fatalError("Never has no table column body") }
}
