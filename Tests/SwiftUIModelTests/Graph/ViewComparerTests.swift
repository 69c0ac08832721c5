import Foundation
@testable import SwiftUIModel
import Testing

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

/// `ViewComparer`: how an old view value is compared with a new one.
@Suite("Comparing views") @MainActor
struct ViewComparerTests {
    @Test func aViewHoldingAClosureUsesItsOwnEqualsFromTheSecondUpdate() {
        let log = EventLog()
        let graph = mount(ClosureParent(log: log))
        for _ in 0..<3 { tap("Go", in: graph) }
        #expect(log.events == ["row body", "row body", "== asked", "== asked"])
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
