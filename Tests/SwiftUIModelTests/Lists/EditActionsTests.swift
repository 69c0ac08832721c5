import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `ForEach` and `List` over a binding with edit actions (`Lists/EditActions.swift`): each row
/// edits its element through the binding, and deletes or moves as the actions allow.
@Suite("Edit actions")
@MainActor
struct EditActionsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Item: Identifiable { let id: String; var done = false }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Editable: View {
        let actions: EditActions<[Item]>
        @State var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
        var body: some View {
            List {
                ForEach($items, editActions: actions) { $item in
                    Button(item.id) { item.done.toggle() }
                }
                Text(items.map { "\($0.id)\($0.done ? "+" : "")" }.joined(separator: ","))
            }
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    func rows(_ graph: ViewGraph) -> [DisplayNode] { ListTests.rows(graph) }
    @available(*, deprecated, message: "tests API whose availability is data")
    func summary(_ graph: ViewGraph) -> String? { plainTexts(graph).last }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func allOfAnArrayIsDeleteAndMove() {
        #expect(EditActions<[Item]>.all == [.delete, .move])
        #expect(EditActions<[Item]>.all.allowsDelete && EditActions<[Item]>.all.allowsMove)
        #expect(!EditActions<[Item]>.move.allowsDelete)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func deleteRemovesTheRowsElement() {
        let graph = mount(Editable(actions: .delete))
        #expect(rows(graph)[1].carried[RowInteractionKey.self]?.move == nil)
        rows(graph)[1].carried[RowInteractionKey.self]?.delete?()
        graph.update()
        #expect(summary(graph) == "a,c")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func moveReordersTheElements() {
        let graph = mount(Editable(actions: .move))
        #expect(rows(graph)[0].carried[RowInteractionKey.self]?.delete == nil)
        rows(graph)[0].carried[RowInteractionKey.self]?.move?(2)
        graph.update()
        #expect(summary(graph) == "b,c,a")
        rows(graph)[2].carried[RowInteractionKey.self]?.move?(0)
        graph.update()
        #expect(summary(graph) == "a,b,c")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func eachRowEditsItsElementThroughTheBinding() {
        let graph = mount(Editable(actions: .all))
        tap("b", in: graph)
        #expect(summary(graph) == "a,b+,c")
        rows(graph)[0].carried[RowInteractionKey.self]?.delete?()
        graph.update()
        tap("c", in: graph)
        #expect(summary(graph) == "b+,c+")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aListWithEditActionsMakesTheSameRows() {
        struct Listed: View {
            @State var items = [Item(id: "x"), Item(id: "y")]
            var body: some View {
                VStack {
                    List($items, editActions: .delete) { $item in Text(item.id) }
                    Text(items.map(\.id).joined(separator: ","))
                }
            }
        }
        let graph = mount(Listed())
        rows(graph)[0].carried[RowInteractionKey.self]?.delete?()
        graph.update()
        #expect(plainTexts(graph).last == "y")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theCollectionIsTheBasesIndicesWithTheirIDs() {
        let collection = IndexedIdentifierCollection(base: ["p", "q"], elementID: { $0 })
        #expect(collection.map(\.id) == ["p", "q"])
        #expect(collection.map(\.index) == [0, 1])
        #expect(collection.index(before: 2) == 1)
    }
}
