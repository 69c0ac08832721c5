@testable import SwiftUIModel
import Testing

@Suite("_printChanges") @MainActor
struct PrintChangesTests {
    struct Counter: View {
        @State var count = 0
        let log: EventLog
        @available(*, deprecated, message: "tests API whose availability is data")
        var body: some View {
            let _ = log.record(PrintChanges.line(for: Counter.self) ?? "none")
            Button("Add \(count)") { count += 1 }.accessibilityLabel("Add")
        }
    }

    struct Plain: View {
        let log: EventLog
        var body: some View {
            let _ = log.record(PrintChanges.line(for: Plain.self) ?? "none")
            Text("plain")
        }
    }

    /// A view without dynamic properties has no @identity (OpenSwiftUI's
    /// ChangedBodyPropertyCompatibilityTests, run against SwiftUI: `zeroPropertyView`, `propertyView`).
    @Test func aViewWithoutDynamicPropertiesHasNoIdentity() {
        let log = EventLog()
        _ = mount(Plain(log: log))
        #expect(log.take() == ["Plain: @self changed."])
    }

    @Test func namesTheStateThatChanged() {
        let log = EventLog()
        let graph = mount(Counter(log: log))
        tap("Add", in: graph)
        #expect(log.take() == ["Counter: @self, @identity, _count changed.", "Counter: _count changed."])
    }
}
