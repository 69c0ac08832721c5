import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

private struct Place: Hashable { let name: String }

private struct Places: View {
    let log: EventLog
    var body: some View {
        NavigationStack {
            RootCounter(log: log)
                .navigationTitle("Places")
                .navigationDestination(for: Place.self) { place in
                    Text(place.name)
                        .navigationTitle(place.name)
                        .onAppear { log.record("\(place.name) appears") }
                        .onDisappear { log.record("\(place.name) disappears") }
                }
        }
    }
}

private struct RootCounter: View {
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Count") { taps += 1 }
            Text("taps \(taps)")
            NavigationLink("Harbour", value: Place(name: "Harbour"))
        }
        .onAppear { log.record("root appears") }
        .onDisappear { log.record("root disappears") }
    }
}

@Suite("Navigation stack")
@MainActor
struct NavigationStackTests {
    func bar(_ graph: ViewGraph) -> DisplayNode? { find("NavigationBar", in: graph) }
    func attribute(_ node: DisplayNode?, _ name: String) -> String? { node?.attributes.first { $0.0 == name }?.1 }

    @Test func pushingAndPoppingTradesWhatIsOnScreen() {
        let log = EventLog()
        let graph = mount(Places(log: log))
        #expect(log.take() == ["root appears"])
        tap("Harbour", in: graph)
        #expect(Set(log.take()) == ["Harbour appears", "root disappears"])
        #expect(attribute(bar(graph), Attribute.Name.title) == "Harbour")
        #expect(find("BackButton", in: graph)?.accessibility.label == "Places")
        find("BackButton", in: graph)?.touch.tapAction?()
        graph.update()
        #expect(Set(log.take()) == ["Harbour disappears", "root appears"])
        #expect(!isShown("BackButton", in: graph))
    }

    @Test func theRootKeepsItsStateWhileCovered() {
        let graph = mount(Places(log: EventLog()))
        tap("Count", in: graph)
        tap("Harbour", in: graph)
        find("BackButton", in: graph)?.touch.tapAction?()
        graph.update()
        #expect(texts(graph).contains("\"taps 1\""))
    }

    @Test func automaticTitlesAreLargeAtTheRootAndInheritedAbove() {
        let graph = mount(Places(log: EventLog()))
        #expect(attribute(bar(graph), Attribute.Name.mode) == "large")
        tap("Harbour", in: graph)
        #expect(attribute(bar(graph), Attribute.Name.mode) == "large")
        let untitled = mount(NavigationStack { Text("x") })
        #expect(attribute(bar(untitled), Attribute.Name.mode) == "inline")
    }

    @Test func aValueWithoutDestinationIsNotPushed() {
        let graph = mount(NavigationStack { NavigationLink("Nowhere", value: 3) })
        tap("Nowhere", in: graph)
        #expect(!isShown("BackButton", in: graph))
    }

    @Test func aBoundDestinationIsPushedWhileItsBindingIsTrue() {
        struct Bound: View {
            @State private var shown = false
            var body: some View {
                NavigationStack {
                    Button("Open") { shown = true }
                        .navigationDestination(isPresented: $shown) { Text("Opened") }
                }
            }
        }
        let graph = mount(Bound())
        tap("Open", in: graph)
        #expect(texts(graph).contains("\"Opened\""))
        find("BackButton", in: graph)?.touch.tapAction?()
        graph.update()
        #expect(!texts(graph).contains("\"Opened\""))
    }
}
