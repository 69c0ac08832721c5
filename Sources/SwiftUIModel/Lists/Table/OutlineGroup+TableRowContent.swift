import Foundation

/// An outline group of a table's rows (iOS 17): a row per element, each with its children under a
/// disclosure. On the model's compact iPhone a table is a list of its rows' first column
/// (`Table`), which has no disclosure (as `Table(_:children:)` reports): the group's top-level
/// rows are shown, the rows under them are not, and reading them reports itself.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension OutlineGroup: TableRowContent where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias TableRowValue = Leaf.TableRowValue

    /// The top-level rows (see above).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var tableRowBody: some TableRowContent { ForEach(data: data, id: id, content: content) }

    /// A row for each element, and under it its children's rows.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>) where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(data: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, content: { TableRow($0) })
    }

    /// A tree from its root: the root is the one row at the top.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>) where ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element {
        self.init(data: [root], id: { $0.id }, children: { $0[keyPath: children] }, content: { TableRow($0) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    /// A tree from its root: the root is the one row at the top.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: [root], id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: Array(data), id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }

    /// A tree from its root: the root is the one row at the top.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(data: [root], id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension OutlineGroup: TableRowsReadable where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    func tableRows() -> [TableRowEntry] {
        ModelProblems.notModelled("OutlineGroup", "a table's outline group shows its top-level rows: the rows under them and their disclosures are not shown")
        return data.flatMap { TableContentReading.rows(content($0)) }
    }
}
