import Foundation

/// Rows of values in columns (Apple's `Table`). The model is an iPhone, whose horizontal size class
/// is compact, and there a table shows its first column only: "Narrow displays may adapt to show
/// only the first column of the table" (developer.apple.com/documentation/swiftui/tables). So the
/// model shows a table as a list (`List`, in the list style the environment asks for) of its rows'
/// first-column cells, one row per row value, identified by the value's id. No source found says
/// whether a compact table shows its header: the model shows none. What it does not show reports
/// itself when the table is shown: selection, sorting, column customisation, a table of outline
/// rows (`children:`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct Table<Value, Rows, Columns> : View where Value == Rows.TableRowValue, Rows : TableRowContent, Columns : TableColumnContent, Rows.TableRowValue == Columns.TableRowValue {
    let rows: Rows
    let columns: Columns
    /// What the table was given that the model does not show: Apple's API and the consequence.
    let notModelled: [(api: String, consequence: String)]

    init(rows: Rows, columns: Columns, notModelled: [(api: String, consequence: String)]) {
        self.rows = rows
        self.columns = columns
        self.notModelled = notModelled
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias Body = Never
}

/// The parts of a table's initialisers the model does not show, each as it reports itself.
enum TableUnmodelled {
    static let selection = (api: "Table(selection:)", consequence: "rows are not selectable; the selection stays as it is")
    static let sortOrder = (api: "Table(sortOrder:)", consequence: "columns show no sort control; the rows stay in the order given")
    static let columnCustomization = (api: "Table(columnCustomization:)", consequence: "the customisation is not applied or changed")
    static let children = (api: "Table(_:children:)", consequence: "only the top-level rows are shown, without disclosure")
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Table {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), notModelled: [])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Sort>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.sortOrder])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Sort>(selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Sort>(selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Sort>(of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.sortOrder])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Sort>(of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Sort>(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder])
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Table {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(of valueType: Value.Type, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init(of valueType: Value.Type, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Sort>(of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.sortOrder, TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Sort>(of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder, TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Sort>(of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) where Sort : SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder, TableUnmodelled.columnCustomization])
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Table {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.selection])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.selection])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.sortOrder])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder])
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Table {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data>(_ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.sortOrder, TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data, Sort>(_ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder, TableUnmodelled.columnCustomization])
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data, Sort>(_ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableForEachContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableForEachContent(data: data), columns: columns(), notModelled: [TableUnmodelled.selection, TableUnmodelled.sortOrder, TableUnmodelled.columnCustomization])
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension Table {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data>(_ data: Data, children: KeyPath<Value, Data?>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), notModelled: [TableUnmodelled.children] + (columnCustomization == nil ? [] : [TableUnmodelled.columnCustomization]))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), notModelled: [TableUnmodelled.children, TableUnmodelled.selection] + (columnCustomization == nil ? [] : [TableUnmodelled.columnCustomization]))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Never> columns: () -> Columns) where Rows == TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), notModelled: [TableUnmodelled.children, TableUnmodelled.selection] + (columnCustomization == nil ? [] : [TableUnmodelled.columnCustomization]))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), notModelled: [TableUnmodelled.children, TableUnmodelled.sortOrder] + (columnCustomization == nil ? [] : [TableUnmodelled.columnCustomization]))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), notModelled: [TableUnmodelled.children, TableUnmodelled.selection, TableUnmodelled.sortOrder] + (columnCustomization == nil ? [] : [TableUnmodelled.columnCustomization]))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Data, Sort>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns) where Rows == TableOutlineGroupContent<Data>, Data : RandomAccessCollection, Sort : SortComparator, Columns.TableRowValue == Data.Element, Data.Element == Sort.Compared {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), notModelled: [TableUnmodelled.children, TableUnmodelled.selection, TableUnmodelled.sortOrder] + (columnCustomization == nil ? [] : [TableUnmodelled.columnCustomization]))
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Table: BuiltinView {
    /// The table as the compact size class shows it: a list of the first column's cells.
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        for part in notModelled { ModelProblems.notModelled(part.api, part.consequence) }
        let entries = TableContentReading.rows(rows)
        let firstColumn = TableContentReading.columns(columns).first
        let list = List {
            ForEach(entries, id: \.id) { entry in
                let cell: any View = firstColumn?.cell(entry.value) ?? EmptyView()
                return AnyView(cell)
            }
        }
        return [ChildView(identity: .index(0), view: list)]
    }
}
