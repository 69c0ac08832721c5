import Foundation

/// A row of a table with rows under it, which a disclosure shows or hides (Apple's
/// `DisclosureTableRow`). On the model's compact iPhone a table is a list of its rows' first
/// column (`Table`); the row shows there as its value's row, and the rows under it are not shown
/// (the model has no table disclosure, as `Table(_:children:)` reports): it reports itself when
/// the table shows it.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct DisclosureTableRow<Label, Content> : TableRowContent where Label : TableRowContent, Content : TableRowContent, Label.TableRowValue == Content.TableRowValue {
    let label: Label
    let content: () -> Content

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public typealias TableRowValue = Label.TableRowValue

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content) where Label == TableRow<Value>, Value == Content.TableRowValue {
        self.label = TableRow(value)
        self.content = content
    }

    /// The row itself (the model reads a disclosure row as its label's row; see above).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public var tableRowBody: some TableRowContent { label }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension DisclosureTableRow: TableRowsReadable {
    func tableRows() -> [TableRowEntry] {
        ModelProblems.notModelled("DisclosureTableRow", "the rows under a disclosure row are not shown, and it shows no disclosure")
        return TableContentReading.rows(label)
    }
}
