import Observation
@testable import SwiftUIModel
import Testing

/// What bodies and initialisers ran, in order.
@MainActor var events: [String] = []

@MainActor
func mount(_ view: some View) -> ViewGraph {
    events = []
    let graph = ViewGraph(environment: EnvironmentValues())
    graph.mount(view)
    return graph
}

/// Taps the button whose title is `title`, then brings the graph up to date.
@MainActor
func tap(_ title: String, in graph: ViewGraph) {
    func find(_ nodes: [DisplayNode]) -> DisplayNode? {
        for node in nodes {
            if node.tapAction != nil, node.accessibilityLabel == title { return node }
            if let found = find(node.children) { return found }
        }
        return nil
    }
    find(graph.displayTree())?.tapAction?()
    graph.update()
}

struct Label: View {
    let title: String
    init(title: String) {
        self.title = title
        MainActor.assumeIsolated { events.append("init \(title)") }
    }
    var body: some View {
        let _ = events.append("body \(title)")
        Text(title)
    }
}

struct Counter: View {
    @State private var taps = 0
    var body: some View {
        let _ = events.append("body counter")
        VStack {
            Button("Tap") { taps += 1 }
            Text("taps \(taps)")
            Label(title: "first")
            Label(title: "second")
        }
    }
}

@Suite("The update graph") @MainActor
struct GraphTests {
    @Test func childrenAreMadeAgainButTheirBodiesSkippedWhenInputsAreEqual() {
        let graph = mount(Counter())
        events = []
        tap("Tap", in: graph)
        #expect(events == ["body counter", "init first", "init second"])
    }

    @Test func siblingsAreVisitedLastToFirst() {
        _ = mount(Counter())
        #expect(events.filter { $0.hasPrefix("body") } == ["body counter", "body second", "body first"])
    }

    @Test func stateSurvivesUpdatesAndShowsInTheText() {
        let graph = mount(Counter())
        tap("Tap", in: graph)
        tap("Tap", in: graph)
        let texts = graph.displayTree().flatMap(\.children).compactMap(\.content)
        #expect(texts.contains("\"taps 2\""))
    }
}

struct ClosureRow: View, Equatable {
    let title: String
    let action: () -> Void
    nonisolated static func == (a: ClosureRow, b: ClosureRow) -> Bool {
        MainActor.assumeIsolated { events.append("== asked") }
        return a.title == b.title
    }
    var body: some View {
        let _ = events.append("row body")
        Button(title, action: action)
    }
}

struct ClosureParent: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(taps)")
            ClosureRow(title: "Go") { taps += 1 }
        }
    }
}

@Suite("Comparing views") @MainActor
struct ComparisonTests {
    @Test func aViewHoldingAClosureUsesItsOwnEqualsFromTheSecondUpdate() {
        let graph = mount(ClosureParent())
        for _ in 0..<3 { tap("Go", in: graph) }
        #expect(events == ["row body", "row body", "== asked", "== asked"])
    }

    @Test func fieldComparisonRules() {
        struct Plain { let a: Int; let b: String }
        #expect(FieldComparison.same(Plain(a: 1, b: "x"), Plain(a: 1, b: "x")))
        #expect(!FieldComparison.same(Plain(a: 1, b: "x"), Plain(a: 2, b: "x")))
        final class Box {}
        let box = Box()
        #expect(FieldComparison.same(box, box))
        #expect(!FieldComparison.same(Box(), Box()))
        let f: () -> Void = {}
        #expect(!FieldComparison.same(f, f))
    }
}

@Observable @MainActor
final class Store {
    var title = "t"
    var count = 0
}

struct ReadsTitle: View {
    let store: Store
    var body: some View {
        let _ = events.append("title reader")
        Text(store.title)
    }
}

struct ReadsCount: View {
    let store: Store
    var body: some View {
        let _ = events.append("count reader")
        VStack {
            Text("\(store.count)")
            Button("More") { store.count += 1 }
        }
    }
}

struct StoreScreen: View {
    @State private var store = Store()
    var body: some View {
        VStack {
            ReadsTitle(store: store)
            ReadsCount(store: store)
        }
    }
}

@Suite("Observation") @MainActor
struct ObservationTests {
    @Test func onlyTheBodyThatReadAPropertyRunsWhenItChanges() {
        let graph = mount(StoreScreen())
        events = []
        tap("More", in: graph)
        #expect(events == ["count reader"])
    }
}

struct LocaleReader: View {
    @Environment(\.locale) private var locale
    let name: String
    var body: some View {
        VStack {
            Text("\(name) \(locale.identifier)")
            if name == "outer" { LocaleReader(name: "inner") }
        }
        .environment(\.locale, Locale(identifier: "de_DE"))
    }
}

@Suite("The environment") @MainActor
struct EnvironmentTests {
    @Test func aViewsOwnModifierReachesItsChildrenNotItself() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        let graph = ViewGraph(environment: environment)
        graph.mount(LocaleReader(name: "outer"))
        func texts(_ nodes: [DisplayNode]) -> [String] { nodes.flatMap { [$0.content].compactMap { $0 } + texts($0.children) } }
        #expect(texts(graph.displayTree()) == ["\"outer en_US\"", "\"inner de_DE\""])
    }
}

import Foundation

struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

struct Remembering: View {
    let name: String
    @State private var madeWith = ""
    var body: some View {
        let _ = madeWith.isEmpty ? (madeWith = name) : ()
        Text("\(name) made with \(madeWith)")
    }
}

struct Reordering: View {
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

@Suite("Identity") @MainActor
struct IdentityTests {
    func texts(_ graph: ViewGraph) -> [String] {
        func walk(_ nodes: [DisplayNode]) -> [String] { nodes.flatMap { ($0.kind == "Text" ? [$0.content ?? ""] : []) + walk($0.children) } }
        return walk(graph.displayTree())
    }

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

struct Form: View {
    @State private var city = ""
    @State private var showsYear = false
    var body: some View {
        VStack {
            TextField("City", text: $city)
            Toggle("Show year", isOn: $showsYear)
            Text("\(city) \(showsYear ? "with" : "without") year")
        }
    }
}

@Suite("Controls") @MainActor
struct ControlTests {
    @Test func typingAndTogglingChangeTheStateTheyAreBoundTo() {
        let graph = mount(Form())
        func find(_ nodes: [DisplayNode], _ kind: String) -> DisplayNode? {
            for node in nodes { if node.kind == kind { return node }; if let found = find(node.children, kind) { return found } }
            return nil
        }
        find(graph.displayTree(), "TextField")?.textInput?("Oslo")
        graph.update()
        tap("Show year", in: graph)
        func texts(_ nodes: [DisplayNode]) -> [String] { nodes.flatMap { ($0.kind == "Text" ? [$0.content ?? ""] : []) + texts($0.children) } }
        #expect(texts(graph.displayTree()).contains("\"Oslo with year\""))
        #expect(find(graph.displayTree(), "Toggle")?.attributes.first { $0.0 == "on" }?.1 == "true")
    }
}

struct AnswerReader: View {
    @State private var answers: [String: Int] = [:]
    var body: some View {
        VStack {
            Button("Answer") { answers["a"] = 1 }
            ForEach(["a"], id: \.self) { key in
                // Read only inside ForEach's content closure, which runs after `body` returned.
                Text("\(key): \(answers[key].map(String.init) ?? "…")")
            }
        }
    }
}

@Suite("Reads in builder closures") @MainActor
struct ClosureReadTests {
    @Test func stateReadInAForEachClosureBelongsToTheViewThatWroteIt() {
        let graph = mount(AnswerReader())
        tap("Answer", in: graph)
        func texts(_ nodes: [DisplayNode]) -> [String] { nodes.flatMap { ($0.kind == "Text" ? [$0.content ?? ""] : []) + texts($0.children) } }
        #expect(texts(graph.displayTree()).contains("\"a: 1\""))
    }
}

struct Twin: View {
    let label: String
    let value: Int
    var body: some View {
        let _ = events.append("twin \(label)")
        Text("\(label) \(value)")
    }
}

struct TwinParent: View {
    @State private var left = 0
    @State private var right = 0
    var body: some View {
        VStack {
            Button("Left") { left += 1 }
            Button("Right") { right += 1 }
            Twin(label: "left", value: left)
            Twin(label: "right", value: right)
        }
    }
}

struct InnerEquatable: View, Equatable {
    let title: String
    let action: () -> Void
    nonisolated static func == (a: InnerEquatable, b: InnerEquatable) -> Bool { a.title == b.title }
    var body: some View {
        let _ = events.append("inner \(title)")
        Button(title, action: action)
    }
}

struct OuterEquatable: View, Equatable {
    let title: String
    let action: () -> Void
    nonisolated static func == (a: OuterEquatable, b: OuterEquatable) -> Bool { a.title == b.title }
    var body: some View {
        let _ = events.append("outer \(title)")
        InnerEquatable(title: title, action: action).equatable()
    }
}

struct NestedEquatableParent: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(taps)")
            OuterEquatable(title: "Go") { taps += 1 }.equatable()
        }
    }
}

struct DeepLocale: View {
    @Environment(\.locale) private var locale
    let depth: Int
    var body: some View {
        VStack {
            Text("\(depth) \(locale.identifier)")
            if depth == 1 {
                DeepLocale(depth: 2).environment(\.locale, Locale(identifier: "fr_FR"))
            } else if depth == 2 {
                DeepLocale(depth: 3)
            }
        }
    }
}

@Suite("More graph rules") @MainActor
struct MoreGraphTests {
    @Test func siblingsWhoseInputsChangeIndependentlyRunIndependently() {
        let graph = mount(TwinParent())
        events = []
        tap("Left", in: graph)
        #expect(events == ["twin left"])
        events = []
        tap("Right", in: graph)
        #expect(events == ["twin right"])
    }

    @Test func nestedEquatableViewsAreSkippedFromTheSecondUpdate() {
        let graph = mount(NestedEquatableParent())
        #expect(events == ["outer Go", "inner Go"])
        events = []
        tap("Go", in: graph)
        // First update: the outer type's == is looked up, not asked, so its body runs (and the
        // inner one's, for the same reason); from then on both are skipped.
        #expect(events == ["outer Go", "inner Go"])
        events = []
        tap("Go", in: graph)
        #expect(events.isEmpty)
    }

    @Test func theNearestEnvironmentSettingWinsAtEveryDepth() {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        let graph = ViewGraph(environment: environment)
        graph.mount(DeepLocale(depth: 1).environment(\.locale, Locale(identifier: "de_DE")))
        func texts(_ nodes: [DisplayNode]) -> [String] { nodes.flatMap { ($0.kind == "Text" ? [$0.content ?? ""] : []) + texts($0.children) } }
        #expect(texts(graph.displayTree()) == ["\"1 de_DE\"", "\"2 fr_FR\"", "\"3 fr_FR\""])
    }
}

struct NumberRow: View {
    let number: Int
    var body: some View {
        let _ = events.append("row \(number)")
        Text("Row \(number)").padding()
    }
}

struct LongList: View {
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<200) { NumberRow(number: $0) }
            }
        }
    }
}

@Suite("Lazy containers") @MainActor
struct LazyContainerTests {
    @Test func aLazyStackBuildsOnlyTheRowsOnScreen() {
        let graph = mount(LongList())
        let screen = Screen(Screen.iPhone17)
        var laidOut = screen.layOut(graph.displayTree())
        for _ in 0..<10 where graph.needsUpdate {
            graph.update()
            laidOut = screen.layOut(graph.displayTree())
        }
        let built = events.filter { $0.hasPrefix("row ") }.count
        // Rows are 54 points (22 of text, 16 of padding above and below); 874 points show 17 of them.
        #expect(built > 10 && built < 30, "built \(built) rows")
        let stack = laidOut.flatten().first { $0.node.kind == "LazyVStack" }
        #expect(stack?.node.attributes.first { $0.0 == "built" }?.1 == "\(built) of 200")
    }
}
