import Foundation
@testable import SwiftUIModel
import Testing

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

private struct Remembering: View {
    let name: String
    @State private var madeWith = ""
    var body: some View {
        let _ = madeWith.isEmpty ? (madeWith = name) : ()
        Text("\(name) made with \(madeWith)")
    }
}

private struct Reordering: View {
    @State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
    @State private var generation = 0
    var body: some View {
        VStack {
            Button("Swap") { items.reverse() }
            Button("Reset") { generation += 1 }
            ForEach(items) { item in Remembering(name: item.name) }
                .id(generation)
        }
    }
}

/// Identity: structural, from ForEach's ids, or explicit (`.id`).
@Suite("Identity") @MainActor
struct IdentityTests {
    @Test func forEachRowsKeepTheirStateWhenTheyMove() {
        let graph = mount(Reordering())
        tap("Swap", in: graph)
        #expect(texts(graph).filter { $0.contains("made") } == ["\"b made with b\"", "\"a made with a\""])
    }

    @Test func aNewExplicitIdentityMakesNewNodes() {
        let graph = mount(Reordering())
        func rows() -> Set<ObjectIdentifier> {
            Set(graph.allNodes().filter { $0.viewType == ObjectIdentifier(Remembering.self) }.map(ObjectIdentifier.init))
        }
        let before = rows()
        tap("Swap", in: graph)
        #expect(rows() == before)
        tap("Reset", in: graph)
        #expect(rows().isDisjoint(with: before))
        #expect(rows().count == 2)
    }
}
