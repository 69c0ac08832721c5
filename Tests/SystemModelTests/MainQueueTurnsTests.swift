import Foundation
@testable import SystemModel
import Testing
import TestSupport

/// A block queued on the main queue is a turn of the run loop: the turn's work (the view graph's
/// update) runs after it, before the next block, and a step can see that blocks are waiting.
@Suite("Main queue turns", .serialized)
struct MainQueueTurnsTests {
    @Test @MainActor func eachBlockIsFollowedByItsTurnsWork() async {
        let fired = EventLog()
        let saved = MainQueueTurns.afterTurn
        defer { MainQueueTurns.afterTurn = saved }
        MainQueueTurns.afterTurn = { fired.record("turn ended") }
        DispatchQueue.main.async {
            fired.record("first")
            DispatchQueue.main.async { fired.record("second") }
        }
        #expect(MainQueueTurns.pending >= 1)
        #expect(await eventually { MainQueueTurns.pending == 0 })
        #expect(fired.events == ["first", "turn ended", "second", "turn ended"])
    }

    @Test func anotherQueuesBlocksAreNotTurns() async {
        let queue = DispatchQueue(label: "work")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async { done.resume() }
        }
        #expect(MainQueueTurns.pending == 0)
    }
}
