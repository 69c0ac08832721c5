import Foundation
@testable import SwiftUIModel
import Testing
import TestSupport

private struct ClosureRow: View, Equatable {
    let title: String
    let log: EventLog
    let action: () -> Void
    nonisolated static func == (a: ClosureRow, b: ClosureRow) -> Bool {
        a.log.record("== asked")
        return a.title == b.title
    }
    var body: some View {
        let _ = log.record("row body")
        Button(title, action: action)
    }
}

private struct ClosureParent: View {
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(taps)")
            ClosureRow(title: "Go", log: log) { taps += 1 }
        }
    }
}

private struct Title: View, Equatable {
    let text: String
    let log: EventLog
    nonisolated static func == (a: Title, b: Title) -> Bool { a.text == b.text }
    var body: some View {
        let _ = log.record("title body")
        Text(text)
    }
}

private struct Header: View {
    let text: String
    let log: EventLog
    var body: some View {
        let _ = log.record("header body")
        Text(text)
    }
}

private struct Headings: View {
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        // Reads `taps`: a tap runs this body again, and the headings' new values are compared.
        let _ = log.record("headings body, \(taps) taps")
        VStack {
            Button("Tap") { taps += 1 }
            Title(text: "Harbour", log: log)
            Header(text: "Harbour", log: log)
        }
    }
}

private struct LateRow: View, Equatable {
    let title: String
    let log: EventLog
    let action: () -> Void
    nonisolated static func == (a: LateRow, b: LateRow) -> Bool {
        a.log.record("== asked")
        return a.title == b.title
    }
    var body: some View {
        let _ = log.record("late row body")
        Button(title, action: action)
    }
}

private struct LateParent: View {
    let log: EventLog
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("\(taps)")
            LateRow(title: "Go", log: log) { taps += 1 }
        }
    }
}

/// `ViewComparer`: how an old view value is compared with a new one.
@Suite("Comparing views") @MainActor
struct ViewComparerTests {
    @Test func aViewHoldingAClosureUsesItsOwnEqualsFromTheSecondUpdate() {
        let log = EventLog()
        let graph = mount(ClosureParent(log: log))
        for _ in 0..<3 { tap("Go", in: graph) }
        #expect(log.events == ["row body", "row body", "== asked", "== asked"])
    }

    /// The first comparison of a type compares bits: an Equatable view holding only an equal
    /// string is skipped at once, as a plain one beside it is (the counter-example to a rule that
    /// counted every Equatable type's first comparison as a change).
    @Test func equalBitsAreTheSameOnTheFirstComparison() {
        let log = EventLog()
        let graph = mount(Headings(log: log))
        _ = log.take()
        tap("Tap", in: graph)
        #expect(log.take() == ["headings body, 1 taps"])
    }

    /// The layout cache is the process's: a type compared in one graph (a preview) is compared by
    /// its layout in the next (the app), from its first comparison there.
    @Test func aTypesLayoutIsFetchedOncePerProcess() {
        let log = EventLog()
        let first = mount(LateParent(log: log))
        tap("Go", in: first)
        #expect(log.take() == ["late row body", "late row body"])
        let second = mount(LateParent(log: log))
        _ = log.take()
        tap("Go", in: second)
        #expect(log.take() == ["== asked"])
    }

    @Test func bitwiseComparisonWalksFieldsAndLeavesOutDynamicProperties() {
        struct Inner { let flag: Bool; let number: Int }
        struct Value { let inner: Inner; let text: String; @State var count = 0 }
        #expect(BitwiseComparison.same(Value(inner: Inner(flag: true, number: 2), text: "a"), Value(inner: Inner(flag: true, number: 2), text: "a")))
        #expect(!BitwiseComparison.same(Value(inner: Inner(flag: true, number: 3), text: "a"), Value(inner: Inner(flag: true, number: 2), text: "a")))
        final class Box {}
        let box = Box()
        #expect(BitwiseComparison.same(box, box))
        #expect(!BitwiseComparison.same(Box(), Box()))
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
