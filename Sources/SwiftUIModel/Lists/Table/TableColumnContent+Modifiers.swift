import Foundation

// What a table's columns can be told. The model shows a table's first column's cells only, so
// none of these shows: each reports itself and returns the columns unchanged.

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension TableColumnContent {
    /// Not modelled: columns are not aligned (the model shows the first column's cells as list rows).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        ModelProblems.notModelled("TableColumnContent.alignment(_:)", "a column's alignment is not applied")
        return self
    }

    /// Not modelled: column customisation is not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func customizationID(_ id: String) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        ModelProblems.notModelled("TableColumnContent.customizationID(_:)", "column customisation is not modelled")
        return self
    }

    /// Not modelled: a column's visibility is not applied (the model shows the first column only).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        ModelProblems.notModelled("TableColumnContent.defaultVisibility(_:)", "a column's visibility is not applied")
        return self
    }

    /// Not modelled: column customisation is not modelled.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior) -> some TableColumnContent<Self.TableRowValue, Self.TableColumnSortComparator> {
        ModelProblems.notModelled("TableColumnContent.disabledCustomizationBehavior(_:)", "column customisation is not modelled")
        return self
    }
}

// What a table's rows can be told: rows are not selectable, draggable or drop targets in the model.

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension TableRowContent {
    /// Not modelled: rows are not selectable in the model's tables.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<Self.TableRowValue> {
        ModelProblems.notModelled("TableRowContent.selectionDisabled(_:)", "rows are not selectable in the model's tables")
        return self
    }

    /// Not modelled: a table's rows cannot be dragged.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some TableRowContent<Self.TableRowValue> where T : Transferable {
        ModelProblems.notModelled("TableRowContent.draggable(_:)", "a table's rows cannot be dragged")
        return self
    }

    /// Not modelled: nothing can be dropped on a table's rows.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T]) -> Void) -> some TableRowContent<Self.TableRowValue> where T : Transferable {
        ModelProblems.notModelled("TableRowContent.dropDestination(for:action:)", "nothing can be dropped on a table's rows")
        return self
    }
}
