import Foundation
import Observation
@testable import SwiftUIModel
import Testing

@Observable @MainActor
private final class Store {
    var title = "t"
    var count = 0
}

private struct ReadsTitle: View {
    let store: Store
    let log: EventLog
    var body: some View {
        let _ = log.record("title reader")
        Text(store.title)
    }
}

private struct ReadsCount: View {
    let store: Store
    let log: EventLog
    var body: some View {
        let _ = log.record("count reader")
        VStack {
            Text("\(store.count)")
            Button("More") { store.count += 1 }
        }
    }
}

private struct StoreScreen: View {
    let log: EventLog
    @State private var store = Store()
    var body: some View {
        VStack {
            ReadsTitle(store: store, log: log)
            ReadsCount(store: store, log: log)
        }
    }
}

/// A body depends on the observable properties it read (`BodyEvaluation`'s observation tracking).
@Suite("Observation") @MainActor
struct ObservationTests {
    @Test func onlyTheBodyThatReadAPropertyRunsWhenItChanges() {
        let log = EventLog()
        let graph = mount(StoreScreen(log: log))
        _ = log.take()
        tap("More", in: graph)
        #expect(log.take() == ["count reader"])
    }
}
