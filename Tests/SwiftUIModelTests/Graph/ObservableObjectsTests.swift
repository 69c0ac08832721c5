import Foundation
@testable import SwiftUIModel
import Testing

/// The older data flow (Apple's StateObject, ObservedObject and EnvironmentObject documentation).
@Suite("ObservableObject holders") @MainActor
struct ObservableObjectsTests {
    final class Tally: ObservableObject {
        @Published var count = 0
        init(log: EventLog) { log.record("Tally made") }
    }

    struct Owner: View {
        @StateObject var tally: Tally
        @State var name = "A"
        let log: EventLog
        init(log: EventLog) {
            self.log = log
            _tally = StateObject(wrappedValue: Tally(log: log))
        }
        var body: some View {
            let _ = log.record("Owner body")
            Text("\(name) \(tally.count)")
            Button("Add") { tally.count += 1 }
            Button("Rename") { name = "B" }
        }
    }

    /// The object is made once per identity, and a published change re-runs the body.
    @Test func aStateObjectIsMadeOnceAndRerunsItsView() {
        let log = EventLog()
        let graph = mount(Owner(log: log))
        tap("Add", in: graph)
        tap("Rename", in: graph)
        #expect(log.take() == ["Tally made", "Owner body", "Owner body", "Owner body"])
        #expect(texts(graph).first == "\"B 1\"")
    }

    struct Reader: View {
        @EnvironmentObject var tally: Tally
        var body: some View { Text("count \(tally.count)") }
    }

    @Test func anEnvironmentObjectIsFoundFromAnAncestor() {
        let log = EventLog()
        let tally = Tally(log: log)
        let graph = mount(Reader().environmentObject(tally))
        #expect(texts(graph) == ["\"count 0\""])
        tally.count = 4
        graph.update()
        #expect(texts(graph) == ["\"count 4\""])
    }

    struct Stepper: View {
        @EnvironmentObject var tally: Tally
        var body: some View {
            let count: Binding<Int> = $tally.count
            Text("count \(count.wrappedValue)")
            Button("Add") { count.wrappedValue += 1 }
        }
    }

    /// The projection (`EnvironmentObject.Wrapper`) makes bindings that write to the object.
    @Test func anEnvironmentObjectsProjectionBindsItsProperties() {
        let tally = Tally(log: EventLog())
        let graph = mount(Stepper().environmentObject(tally))
        tap("Add", in: graph)
        #expect(tally.count == 1)
        #expect(texts(graph).first == "\"count 1\"")
    }
}
