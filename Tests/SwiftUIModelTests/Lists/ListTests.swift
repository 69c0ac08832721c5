import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

@Suite("Lists")
@MainActor
struct ListTests {
    struct Editable: View {
        let log: EventLog
        @State var items = ["a", "b", "c"]
        var body: some View {
            List {
                Section("Letters") {
                    ForEach(items, id: \.self) { Text($0) }
                        .onDelete { log.record("delete \(Array($0))"); items.remove(atOffsets: $0) }
                        .onMove { log.record("move \(Array($0)) to \($1)"); items.move(fromOffsets: $0, toOffset: $1) }
                }
                Text("loose")
            }
        }
    }

    /// The rows of the lists on screen, in order.
    static func rows(_ graph: ViewGraph) -> [DisplayNode] {
        func walk(_ nodes: [DisplayNode]) -> [DisplayNode] { nodes.flatMap { ($0.kind == "Row" ? [$0] : []) + walk($0.children) } }
        return walk(graph.displayTree())
    }

    @Test func sectionsAndLooseRowsAreSections() {
        let graph = mount(Editable(log: EventLog()))
        let list = find("List", in: graph)
        #expect(list?.children.map(\.kind) == ["Section", "Section"])
        #expect(list?.attributes.contains { $0.0 == Attribute.Name.rows && $0.1 == "4" } == true)
        #expect(list?.children.first?.children.first?.kind == "SectionHeader")
    }

    @Test func swipingUncoversTheRowsActions() {
        struct Swiped: View {
            var body: some View {
                List { Text("row").swipeActions { Button("Pin") {} } }
            }
        }
        let graph = mount(Swiped())
        #expect(Self.rows(graph)[0].carried[RowInteractionKey.self]?.swipe(.leading) == false)
        #expect(Self.rows(graph)[0].carried[RowInteractionKey.self]?.swipe(.trailing) == true)
        graph.update()
        #expect(find("SwipeActions", in: graph)?.children.first?.accessibility.label == "Pin")
        tap("Pin", in: graph)
        #expect(!isShown("SwipeActions", in: graph))
    }

    @Test func selectingARowSetsTheSelection() {
        struct Selecting: View {
            @State var chosen: String?
            var body: some View {
                List(["x", "y"], id: \.self, selection: $chosen) { Text($0) }
            }
        }
        let graph = mount(Selecting())
        tap("y", in: graph)
        #expect(Self.rows(graph)[1].attributes.contains { $0.0 == Attribute.Name.selected })
    }
}
