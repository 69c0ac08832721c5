@testable import SwiftUIModel
import Testing

@Suite("_printChanges") @MainActor
struct PrintChangesTests {
    struct Counter: View {
        @State var count = 0
        let log: EventLog
        var body: some View {
            let _ = log.record(PrintChanges.line(for: Counter.self) ?? "none")
            Button("Add \(count)") { count += 1 }.accessibilityLabel("Add")
        }
    }

    @Test func namesTheStateThatChanged() {
        let log = EventLog()
        let graph = mount(Counter(log: log))
        tap("Add", in: graph)
        #expect(log.take() == ["Counter: @self, @identity, _count changed.", "Counter: _count changed."])
    }
}
