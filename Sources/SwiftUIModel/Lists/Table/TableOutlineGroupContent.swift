import Foundation

/// The rows of a table of a tree (`Table(_:children:columns:)`): a row per element, each with its
/// children under a disclosure (Apple's `TableOutlineGroupContent`). The model reads the top-level
/// elements only; the table reports that it shows no disclosure.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct TableOutlineGroupContent<Data> : TableRowContent where Data : RandomAccessCollection, Data.Element : Identifiable {
    let data: Data

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias TableRowValue = Data.Element

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var tableRowBody: some TableRowContent { ForEach(data) }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension TableOutlineGroupContent: TableRowsReadable {
    func tableRows() -> [TableRowEntry] { data.map { TableRowEntry(id: AnyHashable($0.id), value: $0) } }
}
