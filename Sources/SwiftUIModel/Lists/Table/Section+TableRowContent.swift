import Foundation

/// A section of a table's rows (Apple's `extension Section : TableRowContent where Parent :
/// TableRowContent, Content : TableRowContent, Footer : TableRowContent`): its header row, its
/// rows, its footer (no rows). Collapsed (`isExpanded` false), its rows are not shown, as in a
/// list's collapsible section. A header row reports itself as not modelled
/// (`TableHeaderRowContent`).
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Section : TableRowContent where Parent : TableRowContent, Content : TableRowContent, Footer : TableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowValue = Content.TableRowValue
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public typealias TableRowBody = Never
    public var tableRowBody: Never { fatalError("Section has no table row body") }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension Section where Parent : TableRowContent, Content : TableRowContent, Footer : TableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V>(@TableRowBuilder<V> content: () -> Content) where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: EmptyTableRowContent(), content: content(), footer: EmptyTableRowContent(), isExpanded: nil)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V, H>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, H : View {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent(), isExpanded: nil)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: EmptyTableRowContent(), isExpanded: nil)
    }

    /// The `LocalizedStringKey` overload with the resource's key (its locale and table are not
    /// kept, as for the model's `Text(_: LocalizedStringResource)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @_disfavoredOverload
    public init<V, S>(_ title: S, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, S : StringProtocol {
        self.init(header: TableHeaderRowContent(content: Text(title)), content: content(), footer: EmptyTableRowContent(), isExpanded: nil)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<V, H>(isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H) where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, H : View {
        self.init(header: TableHeaderRowContent(content: header()), content: content(), footer: EmptyTableRowContent(), isExpanded: isExpanded)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent(content: Text(titleKey)), content: content(), footer: EmptyTableRowContent(), isExpanded: isExpanded)
    }

    /// The `LocalizedStringKey` overload with the resource's key (as `init(_:content:)`).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(LocalizedStringKey(formatKey: titleResource.key.formatKey), isExpanded: isExpanded, content: content)
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    @_disfavoredOverload
    public init<V, S>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content) where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue, S : StringProtocol {
        self.init(header: TableHeaderRowContent(content: Text(title)), content: content(), footer: EmptyTableRowContent(), isExpanded: isExpanded)
    }
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension Section: TableRowsReadable where Parent : TableRowContent, Content : TableRowContent, Footer : TableRowContent {
    /// The header's rows, then (unless collapsed) the section's, then the footer's.
    func tableRows() -> [TableRowEntry] {
        let expanded = isExpanded?.wrappedValue ?? true
        return TableContentReading.rows(header)
            + (expanded ? TableContentReading.rows(content) : [])
            + TableContentReading.rows(footer)
    }
}
