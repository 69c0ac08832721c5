import Foundation

/// Rows of a table made from a collection, one row content per element (Apple's `ForEach` of
/// table rows).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ForEach : TableRowContent where Content : TableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Content.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("ForEach has no table row body") }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ForEach where Content : TableRowContent {
    /// A row for each element.
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init(_ data: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element : Identifiable {
        self.init(data: data, id: { $0.id }, content: { TableRow($0) })
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element : Identifiable {
        self.init(data: data, id: { $0.id }, content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content) where V == Content.TableRowValue {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.init(data: data, id: { $0 }, content: content)
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension ForEach: TableRowsReadable where Content: TableRowContent {
    func tableRows() -> [TableRowEntry] { data.flatMap { TableContentReading.rows(content($0)) } }
}

/// Rows of a collection, which rows can be inserted into (Apple's; `onInsert(of:perform:)` and
/// `dropDestination(for:action:)` report themselves).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ForEach : DynamicTableRowContent where Content : TableRowContent {}
