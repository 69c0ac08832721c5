import Foundation
@testable import SystemModel
import Testing

/// A block queued on the main queue is a turn of the run loop: the turn's work (the view graph's
/// update) runs after it, before the next block, and a step can see that blocks are waiting.
@Suite("Main queue turns", .serialized)
struct MainQueueTurnsTests {
    @Test @MainActor func eachBlockIsFollowedByItsTurnsWork() async {
        let fired = Fired()
        let saved = MainQueueTurns.afterTurn
        defer { MainQueueTurns.afterTurn = saved }
        MainQueueTurns.afterTurn = { fired.add("turn ended") }
        DispatchQueue.main.async {
            fired.add("first")
            DispatchQueue.main.async { fired.add("second") }
        }
        #expect(MainQueueTurns.pending >= 1)
        for _ in 0..<10 where MainQueueTurns.pending > 0 {
            try? await Swift.Task.sleep(for: .milliseconds(2), tolerance: nil, clock: Swift.ContinuousClock())
        }
        #expect(fired.all == ["first", "turn ended", "second", "turn ended"])
        #expect(MainQueueTurns.pending == 0)
    }

    @Test func anotherQueuesBlocksAreNotTurns() async {
        let queue = DispatchQueue(label: "work")
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            queue.async { done.resume() }
        }
        #expect(MainQueueTurns.pending == 0)
    }
}
