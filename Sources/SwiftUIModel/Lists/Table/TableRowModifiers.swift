import Foundation
import UniformTypeIdentifiersModel

// The row modifiers of a table's rows, with Apple's signatures and availability
// (docs/api-inventory/inventory.tsv; the underscored context-menu modifiers, which the inventory
// leaves out, from the iOS 26.2 SDK's SwiftUI.swiftinterface, github.com/seayou2468-web/maciOS at
// 4e13ea7ff478). The model's rows take no context menu, drag or insertion: each method reports
// itself, and the rows are shown as they are (`ModifiedContent`'s rows are its content's).

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension TableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func contextMenu<M>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>> where M : View {
        ModelProblems.notModelled("TableRowContent.contextMenu(menuItems:)", "a table's rows show no context menu")
        return ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> where M : View, P : View {
        ModelProblems.notModelled("TableRowContent.contextMenu(menuItems:preview:)", "a table's rows show no context menu or preview")
        return ModifiedContent(content: self, modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModelProblems.notModelled("TableRowContent.itemProvider(_:)", "a table's rows cannot be dragged; the action never runs")
        return ModifiedContent(content: self, modifier: ItemProviderTableRowModifier())
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension DynamicTableRowContent {
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModelProblems.notModelled("DynamicTableRowContent.onInsert(of:perform:)", "nothing can be inserted into a table's rows; the action never runs")
        return ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void) -> ModifiedContent<Self, OnInsertTableRowModifier> where T : Transferable {
        ModelProblems.notModelled("DynamicTableRowContent.dropDestination(for:action:)", "nothing can be dropped into a table's rows; the action never runs")
        return ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }
}

/// What `onInsert(of:perform:)` and `dropDestination(for:action:)` apply to a table's rows.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public struct OnInsertTableRowModifier : _TableRowContentModifier {
    init() {}
    /// Not modelled: the model never reads a row modifier's body (rows take no insertion).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @MainActor @preconcurrency public var body: some _TableRowContentModifier { self }
}

/// What `itemProvider(_:)` applies to a table's rows.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public struct ItemProviderTableRowModifier : _TableRowContentModifier {
    init() {}
    /// Not modelled: the model never reads a row modifier's body (rows cannot be dragged).
    @available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
    @MainActor @preconcurrency public var body: some _TableRowContentModifier { self }
}

/// What `contextMenu(menuItems:)` applies to a table's rows: the menu's items, kept unshown.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public struct _ContextMenuTableRowModifier<MenuItems> : _TableRowContentModifier where MenuItems : View {
    let menuItems: MenuItems
    /// Not modelled: the model never reads a row modifier's body (rows show no context menu).
    @MainActor @preconcurrency public var body: some _TableRowContentModifier { self }
}

/// What `contextMenu(menuItems:preview:)` applies to a table's rows: the items and the preview,
/// kept unshown.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
@MainActor @preconcurrency
public struct _ContextMenuPreviewTableRowModifier<MenuItems, Preview> : _TableRowContentModifier where MenuItems : View, Preview : View {
    let menuItems: MenuItems
    let preview: Preview
    /// Not modelled: the model never reads a row modifier's body (rows show no context menu).
    @MainActor @preconcurrency public var body: some _TableRowContentModifier { self }
}
