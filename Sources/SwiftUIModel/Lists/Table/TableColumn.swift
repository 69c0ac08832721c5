import Foundation

/// A column of a table (Apple's `TableColumn`): a label, and the view of each row's cell. What
/// the model shows of it is its cells, when it is the table's first column (`Table`); its label,
/// sort comparator and width are kept for what the model does not show yet, and report themselves.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct TableColumn<RowValue, Sort, Content, Label> : TableColumnContent where RowValue : Identifiable, Sort : SortComparator, Content : View, Label : View {
    let label: Label
    let cell: (RowValue) -> Content
    /// The comparator the column sorts with, when it is sortable (sorting is not modelled).
    let comparator: Sort?

    init(label: Label, comparator: Sort?, cell: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.cell = cell
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = RowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableColumnSortComparator = Sort
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableColumnBody = Never
    /// A column is primitive: it has no body (Apple's is `Never` too).
    public nonisolated var tableColumnBody: Never { fatalError("TableColumn has no body") }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableColumn {
    /// Not modelled: a column's width is not laid out (the model shows a table's first column only,
    /// as the full width of a list row).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        ModelProblems.notModelled("TableColumn.width(_:)", "a column's width is not laid out")
        return self
    }

    /// Not modelled: a column's width is not laid out.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        ModelProblems.notModelled("TableColumn.width(min:ideal:max:)", "a column's width is not laid out")
        return self
    }

    /// Not modelled: a column's width is not laid out (and Apple deprecates this overload).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0, deprecated: 0) Please pass one or more parameters to modify a column's width.")
    public func width() -> TableColumn<RowValue, Sort, Content, Label> {
        ModelProblems.notModelled("TableColumn.width()", "a column's width is not laid out")
        return self
    }
}
