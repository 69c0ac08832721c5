import Foundation

/// The edits a `ForEach` (or `List`) over a binding to a collection makes itself (Apple's
/// `EditActions`): `delete` removes a row's element, `move` reorders them, as `onDelete` and
/// `onMove` would with the collection's own `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`.
/// Which actions a collection allows is Apple's interface: delete needs `RangeReplaceableCollection`,
/// move `MutableCollection` (the unavailable members' messages), and `all` is those it allows.
/// Apple's raw values are not in the interface: these are distinct bits, delete then move.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct EditActions<Data>: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    static var deleteBit: Int { 1 << 0 }
    static var moveBit: Int { 1 << 1 }
    var allowsDelete: Bool { rawValue & Self.deleteBit != 0 }
    var allowsMove: Bool { rawValue & Self.moveBit != 0 }

    @available(*, unavailable, message: "Delete is available only for collections conforming to RangeReplaceableCollection.")
    public static var delete: EditActions<Data> { EditActions(rawValue: deleteBit) }
    @available(*, unavailable, message: "Move is available only for collections conforming to MutableCollection.")
    public static var move: EditActions<Data> { EditActions(rawValue: moveBit) }
    /// The actions a collection of no editable kind allows: none.
    public static var all: EditActions<Data> { [] }

    public typealias ArrayLiteralElement = EditActions<Data>
    public typealias Element = EditActions<Data>
    public typealias RawValue = Int
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension EditActions where Data: RangeReplaceableCollection {
    public static var delete: EditActions<Data> { EditActions(rawValue: deleteBit) }
    public static var all: EditActions<Data> { EditActions(rawValue: deleteBit) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension EditActions where Data: MutableCollection {
    public static var move: EditActions<Data> { EditActions(rawValue: moveBit) }
    public static var all: EditActions<Data> { EditActions(rawValue: moveBit) }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    public static var all: EditActions<Data> { EditActions(rawValue: deleteBit | moveBit) }
}

/// A collection's indices, each with its element's id (Apple's `IndexedIdentifierCollection`, the
/// data of a `ForEach` with edit actions): an element says where its row's element is.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct IndexedIdentifierCollection<Base, ID>: Collection where Base: Collection, ID: Hashable {
    /// An index of the base collection and the id of the element there (Apple's has no public members).
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    let base: Base
    let elementID: (Base.Element) -> ID

    init(base: Base, elementID: @escaping (Base.Element) -> ID) {
        self.base = base
        self.elementID = elementID
    }

    public typealias Index = Base.Index
    public var startIndex: IndexedIdentifierCollection<Base, ID>.Index { base.startIndex }
    public var endIndex: IndexedIdentifierCollection<Base, ID>.Index { base.endIndex }
    public subscript(position: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Element {
        Element(index: position, id: elementID(base[position]))
    }
    public func index(after i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(after: i)
    }
    public typealias Indices = DefaultIndices<IndexedIdentifierCollection<Base, ID>>
    public typealias Iterator = IndexingIterator<IndexedIdentifierCollection<Base, ID>>
    public typealias SubSequence = Slice<IndexedIdentifierCollection<Base, ID>>
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(before: i)
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// A row of a `ForEach` with edit actions (Apple's `EditableCollectionContent`): the row's view,
/// with the delete and move actions its element allows, which the list's row reads as it reads
/// those of `onDelete` and `onMove`.
@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
public struct EditableCollectionContent<Content, Data> {
    let content: Content
    let delete: (@MainActor () -> Void)?
    let move: (@MainActor (Int) -> Void)?
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension EditableCollectionContent: View where Content: View {
    public var body: some View {
        content.modifier(RowSettingModifier { [delete, move] unit in
            if let delete, unit.carried[DeleteDisabledKey.self] != true { unit.carried[DeleteActionKey.self] = delete }
            if let move, unit.carried[MoveDisabledKey.self] != true { unit.carried[MoveActionKey.self] = move }
        })
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension ForEach {
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R) where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, identifiedBy: { $0.id }, editActions: editActions, content: content)
    }

    public init<C, R>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        self.init(data, identifiedBy: { $0[keyPath: id] }, editActions: editActions, content: content)
    }

    /// Each row gets a binding to its element and, as the actions allow, a delete that removes
    /// the element at its offset and a move that reorders the collection (a row that moves down
    /// goes before the element after its new place, as `onMove`'s offsets say).
    private init<C, R>(_ data: Binding<C>, identifiedBy elementID: @escaping (C.Element) -> ID, editActions: EditActions<C>, content: @escaping (Binding<C.Element>) -> R) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(data: IndexedIdentifierCollection(base: collection, elementID: elementID), id: { $0.id }, content: { (element: IndexedIdentifierCollection<C, ID>.Element) -> EditableCollectionContent<R, C> in
            let offset: Int = collection.distance(from: collection.startIndex, to: element.index)
            let row: R = content(data[element.index])
            return EditableCollectionContent(content: row,
                                             delete: EditableCollectionEdits.delete(data, offset: offset, if: editActions.allowsDelete),
                                             move: EditableCollectionEdits.move(data, offset: offset, if: editActions.allowsMove))
        })
    }
}

/// Removing an element from a collection known at run time to be range-replaceable (an
/// `EditActions` value with `delete` can only be made for one).
enum EditableCollectionEdits {
    /// Removes the element at the offset, where the actions allow deleting.
    static func delete<C>(_ data: Binding<C>, offset: Int, if allowed: Bool) -> (@MainActor () -> Void)? {
        guard allowed else { return nil }
        return {
            if let removed = removing(offset: offset, from: data.wrappedValue) { data.wrappedValue = removed }
        }
    }

    /// Moves the element at the offset to a position, where the actions allow moving.
    static func move<C: MutableCollection>(_ data: Binding<C>, offset: Int, if allowed: Bool) -> (@MainActor (Int) -> Void)? {
        guard allowed else { return nil }
        return { position in
            var collection = data.wrappedValue
            collection.move(fromOffsets: IndexSet(integer: offset), toOffset: position > offset ? position + 1 : position)
            data.wrappedValue = collection
        }
    }

    static func removing<C>(offset: Int, from collection: C) -> C? {
        guard let replaceable = collection as? any RangeReplaceableCollection else { return nil }
        return removed(replaceable, offset) as? C
    }

    private static func removed<T: RangeReplaceableCollection>(_ collection: T, _ offset: Int) -> Any {
        var collection = collection
        collection.remove(at: collection.index(collection.startIndex, offsetBy: offset))
        return collection
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension List {
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, editActions: editActions, content: rowContent)
        self.init(selection: selection) { rows }
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, editActions: editActions, content: rowContent)
        self.init(selection: selection) { rows }
    }

    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        let rows: Content = ForEach(data, editActions: editActions, content: rowContent)
        self.init(selection: selection) { rows }
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        let rows: Content = ForEach(data, id: id, editActions: editActions, content: rowContent)
        self.init(selection: selection) { rows }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 16.0)")
extension List where SelectionValue == Never {
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, editActions: editActions, content: rowContent)
        selection = nil
    }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
        selection = nil
    }
}
