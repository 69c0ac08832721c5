@testable import SwiftUIModel
import Testing

/// Trees in lists and outline groups, by their data or by their root, with or without an explicit
/// id or a selection: the top level is shown, each element with children closed over them.
@Suite("Outline initialisers") @MainActor
struct OutlineInitialiserTests {
    struct Node: Identifiable, Hashable {
        let name: String
        var children: [Node]?
        var id: String { name }
    }

    static let tree = [Node(name: "Fruit", children: [Node(name: "Apple", children: nil)]), Node(name: "Stone", children: nil)]

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aListOfATreeShowsItsTopLevelByAnyInitialiser() {
        @MainActor func rows(_ view: some View) -> [String] { texts(mount(view)) }
        let top = ["\"Fruit\"", "\"Stone\""]
        #expect(rows(List(Self.tree, id: \.name, children: \.children) { Text($0.name) }) == top)
        #expect(rows(List(Self.tree, children: \.children, selection: Binding<String?>.constant(nil)) { Text($0.name) }) == top)
        #expect(rows(List(Self.tree, children: \.children, selection: Binding<Set<String>>.constant([])) { Text($0.name) }) == top)
        #expect(rows(List(Self.tree, id: \.name, children: \.children, selection: Binding<String?>.constant(nil)) { Text($0.name) }) == top)
        #expect(rows(List(Self.tree, id: \.name, children: \.children, selection: Binding<Set<String>>.constant([])) { Text($0.name) }) == top)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func anOutlineGroupFromItsRootShowsTheRootAlone() {
        let root = Self.tree[0]
        #expect(texts(mount(List { OutlineGroup(root, children: \.children) { Text($0.name) } })) == ["\"Fruit\""])
        #expect(texts(mount(List { OutlineGroup(root, id: \.name, children: \.children) { Text($0.name) } })) == ["\"Fruit\""])
        #expect(texts(mount(List { OutlineGroup(Self.tree, id: \.name, children: \.children) { Text($0.name) } })) == ["\"Fruit\"", "\"Stone\""])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aListOfARangeOrOfIdentifiedRowsTakesASetSelection() {
        #expect(texts(mount(List(0..<2, selection: Binding<Set<Int>>.constant([])) { Text("row \($0)") })) == ["\"row 0\"", "\"row 1\""])
        #expect(texts(mount(List(0..<2, selection: Binding<Int?>.constant(nil)) { Text("row \($0)") })) == ["\"row 0\"", "\"row 1\""])
        #expect(texts(mount(List(Self.tree, id: \.name, selection: Binding<Set<String>>.constant([])) { Text($0.name) })) == ["\"Fruit\"", "\"Stone\""])
    }
}
