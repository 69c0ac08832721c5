import Foundation
@testable import CombineModel
import SystemModel
import Testing

/// The time-based operators and Timer.publish on the simulated clock, stepped by hand: each test
/// moves the clock and then lets the main queue run what fell due.
@Suite("Timing on the simulated clock", .serialized) @MainActor
struct TimingTests {
    /// Lets the main queue run what the clock handed it (real sleeps: `Task.sleep` here is the
    /// simulated one).
    func drainMainQueue() async {
        for _ in 0..<5 { await MainActor.run {}; try? await Swift.Task.sleep(for: .milliseconds(2), tolerance: nil, clock: Swift.ContinuousClock()) }
    }

    func advance(by seconds: Double) async {
        SimulatedClock.shared.setMode(.steppedByHost)
        let target = SimulatedClock.shared.now + .milliseconds(Int(seconds * 1000))
        while SimulatedClock.shared.advanceToNextEvent(notAfter: target) { await drainMainQueue() }
        await drainMainQueue()
    }

    @Test func timerPublishFiresEveryIntervalOnceConnected() async {
        var ticks = 0
        let c = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        await advance(by: 0.5)
        #expect(ticks == 0)
        await advance(by: 0.6)
        #expect(ticks == 1)
        await advance(by: 2)
        #expect(ticks == 3)
        c.cancel()
        await advance(by: 2)
        #expect(ticks == 3)
    }

    /// debounce: "publishes elements only after a specified time interval elapses between events".
    @Test func debounceWaitsForQuiet() async {
        let subject = PassthroughSubject<String, Never>()
        var out: [String] = []
        let c = subject.debounce(for: .seconds(0.5), scheduler: RunLoop.main).sink { out.append($0) }
        subject.send("a")
        await advance(by: 0.3)
        subject.send("ab")
        await advance(by: 0.3)
        #expect(out.isEmpty)
        await advance(by: 0.3)
        #expect(out == ["ab"])
        c.cancel()
    }

    @Test func delayShiftsEveryElement() async {
        let subject = PassthroughSubject<Int, Never>()
        var out: [Int] = []
        let c = subject.delay(for: .seconds(1), scheduler: DispatchQueue.main).sink { out.append($0) }
        subject.send(1)
        await advance(by: 0.9)
        #expect(out.isEmpty)
        await advance(by: 0.2)
        #expect(out == [1])
        c.cancel()
    }
}
