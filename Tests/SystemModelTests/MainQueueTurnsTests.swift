import Foundation
@testable import SystemModel
import Testing
import TestSupport

/// A block queued on the main queue is a turn of the run loop: the turn's work (the view graph's
/// update) runs after it, before the next block, and a step can see that blocks are waiting.
/// Other suites queue main-queue blocks and set the turn's work (each view graph does) while these
/// run: each block sets the work it expects right before it runs, and the counts are compared
/// with what they were, on the main actor, where no block can run in between.
@Suite("Main queue turns", .serialized)
struct MainQueueTurnsTests {
    @Test @MainActor func eachBlockIsFollowedByItsTurnsWork() async throws {
        let fired = EventLog()
        let saved = MainQueueTurns.afterTurn
        defer { MainQueueTurns.afterTurn = saved }
        DispatchQueue.main.async {
            MainQueueTurns.afterTurn = { fired.record("turn ended") }
            fired.record("first")
            DispatchQueue.main.async {
                MainQueueTurns.afterTurn = { fired.record("turn ended") }
                fired.record("second")
            }
        }
        #expect(await eventually { fired.events.last == "turn ended" && fired.events.contains("second") })
        let events = fired.events
        let first = try #require(events.firstIndex(of: "first"))
        let second = try #require(events.firstIndex(of: "second"))
        #expect(first < second)
        #expect(events[first + 1] == "turn ended")
        #expect(events[second + 1] == "turn ended")
    }

    @Test @MainActor func onlyTheMainQueuesBlocksAreTurns() {
        let before = MainQueueTurns.pending
        DispatchQueue(label: "work").async {}
        #expect(MainQueueTurns.pending == before)
        DispatchQueue.main.async {}
        #expect(MainQueueTurns.pending == before + 1)
    }
}
