import Foundation

/// Views made from a collection, one per element, each identified by the element's id: a row
/// keeps its state while its id stays, wherever it moves.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    let id: (Data.Element) -> ID
    public var content: (Data.Element) -> Content

    init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: { $0 }, content: content)
    }
}

extension ForEach where Content: View {
    /// Rows of bindings into a mutable collection: each row gets a binding to its element. Apple's
    /// data is the collection's indices, each with its element's id (`LazyMapSequence`), as here.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, identifiedBy: { $0.id }, content: content)
    }

    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        self.init(data, identifiedBy: { $0[keyPath: id] }, content: content)
    }

    /// The collection's indices with the ids of its elements as they are now; each row's binding
    /// reads and writes its element through the collection's binding.
    private init<C>(_ data: Binding<C>, identifiedBy elementID: @escaping (C.Element) -> ID, content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(data: collection.indices.lazy.map { index in (index, elementID(collection[index])) },
                  id: { $0.1 }, content: { content(data.element(at: $0.0)) })
    }
}

/// A binding to a collection is a collection of bindings to its elements (SwiftUI, iOS 15), so
/// `$store.trips.filter { … }` gives the bindings of the trips that pass.
extension Binding: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {
    public typealias Index = Value.Index
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Element = Binding<Value.Element>
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Iterator = IndexingIterator<Binding<Value>>
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias SubSequence = Slice<Binding<Value>>
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public typealias Indices = Value.Indices

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var startIndex: Index { wrappedValue.startIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var endIndex: Index { wrappedValue.endIndex }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var indices: Value.Indices { wrappedValue.indices }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }

    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public subscript(position: Index) -> Binding<Value>.Element { element(at: position) }
}

extension Binding: Identifiable where Value: Identifiable {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public var id: Value.ID { wrappedValue.id }
}

extension ForEach: BuiltinView where Content: View {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        // Inside a lazy container, only the rows its budget allows (see `LazyRowBudget`).
        var count = data.count
        if let budget = context.environment.lazyRowBudget, budget.isDirectlyInContainer(context.node) {
            count = budget.take(data.count, for: context.node)
        }
        return data.prefix(count).map { element in ChildView(identity: .explicit(AnyHashable(id(element))), view: content(element)) }
    }

    /// Each row's units say which element they show, by offset and id, for the container that
    /// deletes, moves or selects rows (`Lists/`).
    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        let ids = data.map(id)
        return children.enumerated().flatMap { offset, units in
            units.map { unit in
                unit.carried[RowElementKey.self] = RowElement(offset: offset, id: offset < ids.count ? AnyHashable(ids[offset]) : AnyHashable(offset))
                return unit
            }
        }
    }
}

/// `.id(_:)`: gives a view an explicit identity; when the value changes the view is a new one,
/// and its state starts again.
struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
    typealias Body = Never
}

extension IDView: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        [ChildView(identity: .explicit(AnyHashable(id)), view: content)]
    }
}

extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}

extension Binding where Value: MutableCollection {
    /// A binding to one element: reads and writes it through this collection's binding (the
    /// collection subscript's, usable where that iOS 15 subscript is not).
    func element(at position: Value.Index) -> Binding<Value.Element> {
        let get = self.get, set = self.set
        return Binding<Value.Element>(get: { get()[position] }, set: { newValue in
            var collection = get()
            collection[position] = newValue
            set(collection)
        }, identity: identity)
    }
}
