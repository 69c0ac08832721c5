import Foundation
@testable import SwiftUIModel
import Testing

private struct Label: View {
    let title: String
    let log: EventLog
    init(title: String, log: EventLog) {
        self.title = title
        self.log = log
        log.record("init \(title)")
    }
    var body: some View {
        let _ = log.record("body \(title)")
        Text(title)
    }
}

private struct Counter: View {
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        let _ = log.record("body counter")
        VStack {
            Button("Tap") { taps += 1 }
            Text("taps \(taps)")
            Label(title: "first", log: log)
            Label(title: "second", log: log)
        }
    }
}

private struct Twin: View {
    let label: String
    let value: Int
    let log: EventLog
    var body: some View {
        let _ = log.record("twin \(label)")
        Text("\(label) \(value)")
    }
}

private struct TwinParent: View {
    let log: EventLog
    @State private var left = 0
    @State private var right = 0
    var body: some View {
        VStack {
            Button("Left") { left += 1 }
            Button("Right") { right += 1 }
            Twin(label: "left", value: left, log: log)
            Twin(label: "right", value: right, log: log)
        }
    }
}

private struct InnerEquatable: View, Equatable {
    let title: String
    let log: EventLog
    let action: () -> Void
    nonisolated static func == (a: InnerEquatable, b: InnerEquatable) -> Bool { a.title == b.title }
    var body: some View {
        let _ = log.record("inner \(title)")
        Button(title, action: action)
    }
}

private struct OuterEquatable: View, Equatable {
    let title: String
    let log: EventLog
    let action: () -> Void
    nonisolated static func == (a: OuterEquatable, b: OuterEquatable) -> Bool { a.title == b.title }
    var body: some View {
        let _ = log.record("outer \(title)")
        InnerEquatable(title: title, log: log, action: action).equatable()
    }
}

private struct NestedEquatableParent: View {
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(taps)")
            OuterEquatable(title: "Go", log: log) { taps += 1 }.equatable()
        }
    }
}

private struct AnswerReader: View {
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

/// `ViewGraph`'s rules: which bodies run, in which order (see its doc comment for the sources).
@Suite("The update graph") @MainActor
struct UpdateGraphTests {
    @Test func childrenAreMadeAgainButTheirBodiesSkippedWhenInputsAreEqual() {
        let log = EventLog()
        let graph = mount(Counter(log: log))
        _ = log.take()
        tap("Tap", in: graph)
        #expect(log.take() == ["body counter", "init first", "init second"])
    }

    @Test func siblingsAreVisitedLastToFirst() {
        let log = EventLog()
        _ = mount(Counter(log: log))
        #expect(log.events.filter { $0.hasPrefix("body") } == ["body counter", "body second", "body first"])
    }

    @Test func stateSurvivesUpdatesAndShowsInTheText() {
        let graph = mount(Counter(log: EventLog()))
        tap("Tap", in: graph)
        tap("Tap", in: graph)
        #expect(texts(graph).contains("\"taps 2\""))
    }

    @Test func siblingsWhoseInputsChangeIndependentlyRunIndependently() {
        let log = EventLog()
        let graph = mount(TwinParent(log: log))
        _ = log.take()
        tap("Left", in: graph)
        #expect(log.take() == ["twin left"])
        tap("Right", in: graph)
        #expect(log.take() == ["twin right"])
    }

    @Test func nestedEquatableViewsAreSkippedFromTheSecondUpdate() {
        let log = EventLog()
        let graph = mount(NestedEquatableParent(log: log))
        #expect(log.take() == ["outer Go", "inner Go"])
        tap("Go", in: graph)
        // First update: the outer type's == is looked up, not asked, so its body runs (and the
        // inner one's, for the same reason); from then on both are skipped.
        #expect(log.take() == ["outer Go", "inner Go"])
        tap("Go", in: graph)
        #expect(log.take().isEmpty)
    }

    @Test func stateReadInAForEachClosureBelongsToTheViewThatWroteIt() {
        let graph = mount(AnswerReader())
        tap("Answer", in: graph)
        #expect(texts(graph).contains("\"a: 1\""))
    }
}
