import Foundation
import SystemModel
@testable import SwiftUIModel
import Testing

private struct Ticking: View {
    let log: EventLog
    let start: Date
    var body: some View {
        TimelineView(.periodic(from: start, by: 0.5)) { context in
            let _ = log.record("\(Int((context.date.timeIntervalSince(start) * 10).rounded()))")
            Text("tick")
        }
    }
}

/// The timeline on the shared clock, moved by hand (as the host's `wait` does).
@MainActor @Suite(.serialized)
struct TimelineViewTests {
    let clock = SimulatedClock()

    init() {
        clock.setMode(.steppedByHost)
    }

    @Test func buildsItsContentForEachEntryTheClockReaches() {
        // In the test's own body: other suites run on the main actor between `init` and the test.
        ModelClock.current = clock
        defer { ModelClock.current = .shared }
        let log = EventLog()
        let graph = mount(Ticking(log: log, start: SimulatedDate.now))
        #expect(log.take() == ["0"])
        let now = clock.now
        clock.advance(to: now + .milliseconds(400))
        graph.update()
        #expect(log.take() == [])
        clock.advance(to: now + .milliseconds(1100))
        graph.update()
        #expect(log.take() == ["10"])  // both entries fired; one update builds the latest
    }

    @Test func periodicEntries() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let entries = PeriodicTimelineSchedule(from: start, by: 2).entries(from: start, mode: .normal).prefix(3).map(\.timeIntervalSinceReferenceDate)
        #expect(entries == [0, 2, 4])
        let minutes = EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSinceReferenceDate: 90), mode: .normal).prefix(3)
            .map(\.timeIntervalSinceReferenceDate)
        // Every entry on a whole minute, the first the start of the minute asked from
        // (OpenSwiftUI's TimelineScheduleTests, run against SwiftUI).
        #expect(minutes == [60, 120, 180])
    }
}
