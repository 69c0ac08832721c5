import Foundation
@testable import SystemModel
import Testing
import TestSupport

@Suite("The simulated clock")
struct SimulatedClockTests {
    func steppedClock() -> SimulatedClock {
        let clock = SimulatedClock()
        clock.setMode(.steppedByHost)
        return clock
    }

    @Test func eventsFireInDeadlineOrderThenSchedulingOrder() {
        let clock = steppedClock()
        let fired = EventLog()
        clock.schedule(after: .seconds(2)) { fired.record("b at 2") }
        clock.schedule(after: .seconds(1)) { fired.record("a at 1") }
        clock.schedule(after: .seconds(2)) { fired.record("c at 2") }
        #expect(clock.advance(to: .milliseconds(999)) == 0)
        #expect(clock.advance(to: .seconds(3)) == 3)
        #expect(fired.events == ["a at 1", "b at 2", "c at 2"])
        #expect(clock.now == .seconds(3))
    }

    @Test func whatAnEventSchedulesForTheSameMoveFiresToo() {
        let clock = steppedClock()
        let fired = EventLog()
        clock.schedule(after: .seconds(1)) {
            fired.record("first")
            clock.schedule(after: .seconds(1)) { fired.record("second, at 2") }
        }
        clock.advance(to: .seconds(2.5))
        #expect(fired.events == ["first", "second, at 2"])
    }

    @Test func oneInstantAtATime() {
        let clock = steppedClock()
        let fired = EventLog()
        clock.schedule(after: .seconds(1)) { fired.record("1") }
        clock.schedule(after: .seconds(2)) { fired.record("2") }
        #expect(clock.advanceToNextEvent(notAfter: .seconds(5)))
        #expect(fired.events == ["1"] && clock.now == .seconds(1))
        #expect(clock.advanceToNextEvent(notAfter: .seconds(5)))
        #expect(!clock.advanceToNextEvent(notAfter: .seconds(5)))
        #expect(clock.now == .seconds(5))
    }

    @Test func aCancelledEventNeverFires() {
        let clock = steppedClock()
        let fired = EventLog()
        let token = clock.schedule(after: .seconds(1)) { fired.record("no") }
        #expect(clock.cancel(token))
        #expect(!clock.cancel(token))
        clock.advance(to: .seconds(2))
        #expect(fired.events.isEmpty)
    }

    @Test func withoutAHostTheClockJumpsToItsNextDeadline() async throws {
        let clock = SimulatedClock()
        try await SimulatedSleep.sleep(.seconds(30), on: clock)
        #expect(clock.now == .seconds(30))
        // The event fires on the clock's own driver thread as soon as the program is quiet: timed
        // there, not after the sleeping task resumes (on a loaded machine the test's task may wait
        // for a thread of the pool much longer than the clock took).
        let start = Swift.ContinuousClock.now
        let firedAfter = await withCheckedContinuation { (done: CheckedContinuation<Duration, Never>) in
            _ = clock.schedule(after: .seconds(30)) { done.resume(returning: Swift.ContinuousClock.now - start) }
        }
        #expect(clock.now == .seconds(60))
        #expect(firedAfter < .seconds(10), "no waiting on the wall clock")
    }

    @Test func concurrentSleepersWakeInOrderOfTheirDeadlines() async throws {
        // All three are asleep before the clock may move (as they are in a program whose tasks
        // start together); then it moves by itself, deadline by deadline.
        let clock = steppedClock()
        let fired = EventLog()
        await withTaskGroup(of: Void.self) { group in
            for seconds in [3, 1, 2] {
                group.addTask {
                    try? await SimulatedSleep.sleep(.seconds(seconds), on: clock)
                    fired.record("\(seconds)")
                }
            }
            while clock.pendingCount < 3 { await Task.yield() }
            clock.setMode(.automatic)
        }
        #expect(fired.events == ["1", "2", "3"])
    }

    @Test func aCancelledSleepThrowsAndLeavesNothingScheduled() async {
        let clock = steppedClock()
        let task = Task { try await SimulatedSleep.sleep(.seconds(10), on: clock) }
        try? await Swift.Task.sleep(for: .milliseconds(20), tolerance: nil, clock: Swift.ContinuousClock())
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(!clock.hasPendingEvents)
    }
}
