import Foundation

/// The rows of a table made from a collection (`Table(_:columns:)`): a row per element (Apple's
/// `TableForEachContent`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct TableForEachContent<Data> : TableRowContent where Data : RandomAccessCollection, Data.Element : Identifiable {
    let data: Data

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Data.Element

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public var tableRowBody: some TableRowContent { ForEach(data) }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TableForEachContent: TableRowsReadable {
    func tableRows() -> [TableRowEntry] { data.map { TableRowEntry(id: AnyHashable($0.id), value: $0) } }
}
