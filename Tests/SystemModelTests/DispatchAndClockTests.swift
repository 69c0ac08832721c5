import Foundation
@testable import SystemModel
import Testing
import TestSupport

@Suite("asyncAfter and clocks on simulated time", .serialized)
struct DispatchAndClockTests {
    /// Lets the main queue run what the clock handed it.
    func drainMainQueue() async {
        for _ in 0..<5 { await MainActor.run {}; try? await Swift.Task.sleep(for: .milliseconds(2), tolerance: nil, clock: Swift.ContinuousClock()) }
    }

    @Test func asyncAfterWaitsForTheSimulatedClock() async {
        let clock = SimulatedClock.shared
        clock.setMode(.steppedByHost)
        defer { clock.setMode(.automatic) }
        let fired = EventLog()
        let due = clock.now + .seconds(0.5)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { fired.record("later") }
        await drainMainQueue()
        // The clock is the process's: another suite's steps may move it meanwhile. Until it
        // reaches the deadline, nothing fires.
        #expect(fired.events.isEmpty || clock.now >= due)
        clock.advance(to: due)
        await drainMainQueue()
        #expect(fired.events == ["later"])
    }

    @Test func theClocksReadSimulatedTime() {
        let before = ContinuousClock().now
        SimulatedClock.shared.advance(to: SimulatedClock.shared.now + .seconds(2))
        #expect(before.duration(to: ContinuousClock().now) == .seconds(2))
    }
}
