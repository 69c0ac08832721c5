import Foundation

// Trees of bindings (Apple's, iOS 15): an outline group, or a list, of a binding to a mutable
// collection whose elements hold their children; each row gets a binding to its element, and a
// row with children a binding to them, through which it edits the tree in place.

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<C, E>(_ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(data: Array(data), id: { $0.wrappedValue.id }, children: OutlineBindings.children(children), content: content)
    }

    /// A tree from its root: the root is the one row at the top.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<C, E>(_ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(data: [root], id: { $0.wrappedValue.id }, children: OutlineBindings.children(children), content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<C, E>(_ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(data: Array(data), id: { $0.wrappedValue[keyPath: id] }, children: OutlineBindings.children(children), content: content)
    }

    /// A tree from its root: the root is the one row at the top.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<C, E>(_ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
    where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(data: [root], id: { $0.wrappedValue[keyPath: id] }, children: OutlineBindings.children(children), content: content)
    }
}

enum OutlineBindings {
    /// The binding to an element's children, when it has some (`nil` in the element: a leaf).
    static func children<C, E>(_ keyPath: WritableKeyPath<E, C?>) -> (Binding<E>) -> Binding<C>? {
        { element in
            guard element.wrappedValue[keyPath: keyPath] != nil else { return nil }
            let optional = element[dynamicMember: keyPath]
            return Binding<C>(get: { optional.wrappedValue! }, set: { optional.wrappedValue = $0 }, identity: optional.identity)
        }
    }
}

extension List where SelectionValue == Never {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}

extension List {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(selection: selection) { OutlineGroup(data, id: id, children: children, content: rowContent) }
    }
}
