@testable import SwiftUIModel
import Testing

/// Rows of bindings (Apple's shape: the data is the collection's indices with their elements'
/// ids): a `ForEach`, a `List` or an outline group of a binding to a mutable collection gives each
/// row a binding to its element, through which the row edits the collection.
@Suite("Binding rows") @MainActor
struct BindingRowsTests {
    struct Item: Identifiable, Hashable {
        var id: Int
        var name: String
        var children: [Item]? = nil
    }

    final class Store {
        var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two", children: [Item(id: 3, name: "three")])]
        var binding: Binding<[Item]> { Binding(get: { self.items }, set: { self.items = $0 }) }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aForEachOfABindingIdentifiesRowsByTheirElementsAndWritesThroughThem() {
        let store = Store()
        // A binding is a collection of bindings too: the type says which initialiser is meant.
        let rows: ForEach<LazyMapSequence<Range<Int>, (Int, Int)>, Int, Text> = ForEach(store.binding) { $item in Text(item.name) }
        #expect(rows.data.map { $0.1 } == [1, 2])
        let byName: ForEach<LazyMapSequence<Range<Int>, (Int, String)>, String, Text> = ForEach(store.binding, id: \.name) { $item in Text(item.name) }
        #expect(byName.data.map { $0.1 } == ["one", "two"])
        let second = rows.data[rows.data.index(after: rows.data.startIndex)]
        let binding: Binding<Item> = store.binding[second.0]
        binding.wrappedValue.name = "deux"
        #expect(store.items[1].name == "deux")
        #expect(texts(mount(VStack { ForEach(store.binding) { $item in Text(item.name) } })) == ["\"one\"", "\"deux\""])
    }

    /// Apple's binding initialisers of `List` are disfavoured (a binding is a collection too, and
    /// its collection initialiser is taken): the list's type says which is meant.
    typealias Rows<ID: Hashable> = ForEach<LazyMapSequence<Range<Int>, (Int, ID)>, ID, Text>

    @Test func aListOfABindingShowsItsRowsByAnyInitialiser() {
        let store = Store()
        @MainActor func rows(_ view: some View) -> [String] { texts(mount(view)) }
        let both = ["\"one\"", "\"two\""]
        let plain: List<Never, Rows<Int>> = List(store.binding) { $item in Text(item.name) }
        let byID: List<Never, Rows<Int>> = List(store.binding, id: \.id) { $item in Text(item.name) }
        let single: List<Int, Rows<Int>> = List(store.binding, selection: Binding<Int?>.constant(nil)) { $item in Text(item.name) }
        let multiple: List<Int, Rows<Int>> = List(store.binding, selection: Binding<Set<Int>>.constant([])) { $item in Text(item.name) }
        let singleByName: List<String, Rows<String>> = List(store.binding, id: \.name, selection: Binding<String?>.constant(nil)) { $item in Text(item.name) }
        let multipleByName: List<String, Rows<String>> = List(store.binding, id: \.name, selection: Binding<Set<String>>.constant([])) { $item in Text(item.name) }
        #expect(rows(plain) == both && rows(byID) == both && rows(single) == both && rows(multiple) == both)
        #expect(rows(singleByName) == both && rows(multipleByName) == both)
        // Without a type, the collection's initialiser, as on Apple's SDK: the same rows.
        #expect(rows(List(store.binding) { $item in Text(item.name) }) == both)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aTreeOfBindingsShowsItsTopLevelAndEditsAChildThroughItsBinding() {
        let store = Store()
        @MainActor func rows(_ view: some View) -> [String] { texts(mount(view)) }
        let top = ["\"one\"", "\"two\""]
        #expect(rows(List(store.binding, children: \.children) { $item in Text(item.name) }) == top)
        #expect(rows(List(store.binding, id: \.id, children: \.children) { $item in Text(item.name) }) == top)
        #expect(rows(List(store.binding, children: \.children, selection: Binding<Int?>.constant(nil)) { $item in Text(item.name) }) == top)
        #expect(rows(List(store.binding, children: \.children, selection: Binding<Set<Int>>.constant([])) { $item in Text(item.name) }) == top)
        #expect(rows(List(store.binding, id: \.id, children: \.children, selection: Binding<Int?>.constant(nil)) { $item in Text(item.name) }) == top)
        #expect(rows(List(store.binding, id: \.id, children: \.children, selection: Binding<Set<Int>>.constant([])) { $item in Text(item.name) }) == top)
        let root = store.binding[1]
        #expect(rows(List { OutlineGroup(root, children: \.children) { $item in Text(item.name) } }) == ["\"two\""])
        #expect(rows(List { OutlineGroup(root, id: \.id, children: \.children) { $item in Text(item.name) } }) == ["\"two\""])
        #expect(rows(List { OutlineGroup(store.binding, id: \.id, children: \.children) { $item in Text(item.name) } }) == top)

        let group = OutlineGroup(store.binding, children: \.children) { $item in Text(item.name) }
        let children = group.data.map(group.children)
        #expect(children[0] == nil)
        let child = children[1]?[0]
        child?.wrappedValue.name = "trois"
        #expect(store.items[1].children?[0].name == "trois")
    }
}
