import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

private struct NumberRow: View {
    let number: Int
    let log: EventLog
    var body: some View {
        let _ = log.record("row \(number)")
        Text("Row \(number)").padding()
    }
}

private struct LongList: View {
    let log: EventLog
    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<200) { NumberRow(number: $0, log: log) }
            }
        }
    }
}

@Suite("Lazy containers") @MainActor
struct LazyRowsTests {
    @Test func aLazyStackBuildsOnlyTheRowsOnScreen() {
        let log = EventLog()
        let graph = mount(LongList(log: log))
        let screen = Screen(DeviceModel.iPhone17.metrics)
        var laidOut = screen.layOut(graph.displayTree())
        for _ in 0..<10 where graph.needsUpdate {
            graph.update()
            laidOut = screen.layOut(graph.displayTree())
        }
        let built = log.events.filter { $0.hasPrefix("row ") }.count
        // Rows are 54 points (22 of text, 16 of padding above and below); 874 points show 17 of them.
        #expect(built > 10 && built < 30, "built \(built) rows")
        let stack = laidOut.flatten().first { $0.node.kind == "LazyVStack" }
        #expect(stack?.node.attributes.first { $0.0 == Attribute.Name.built }?.1 == "\(built) of 200")
    }
}
