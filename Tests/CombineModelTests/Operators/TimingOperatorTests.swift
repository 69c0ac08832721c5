@testable import CombineModel
import Foundation
import Testing

/// A scheduler with its own virtual time, advanced by hand, so the time-based operators are
/// tested apart from the run's shared clock (Timer.publish on that clock: scenario C9A-3).
final class TestScheduler: Scheduler {
    struct Time: Strideable, Hashable {
        var nanoseconds: Int64
        func distance(to other: Time) -> RunLoop.SchedulerTimeType.Stride { .nanoseconds(Int(other.nanoseconds - nanoseconds)) }
        func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> Time { Time(nanoseconds: nanoseconds + n._nanoseconds) }
    }
    typealias SchedulerTimeType = Time
    typealias SchedulerOptions = Never

    private(set) var now = Time(nanoseconds: 0)
    private var queue: [(Time, Int, () -> Void)] = []
    private var counter = 0
    var minimumTolerance: RunLoop.SchedulerTimeType.Stride { .nanoseconds(0) }

    func schedule(options: Never?, _ action: @escaping () -> Void) { schedule(after: now, tolerance: .nanoseconds(0), options: nil, action) }
    func schedule(after date: Time, tolerance: RunLoop.SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void) {
        counter += 1
        queue.append((date, counter, action))
    }
    func schedule(after date: Time, interval: RunLoop.SchedulerTimeType.Stride, tolerance: RunLoop.SchedulerTimeType.Stride,
                  options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        schedule(after: date, tolerance: tolerance, options: nil, action)
        return AnyCancellable {}
    }

    func advance(by seconds: Double) {
        let target = now.advanced(by: .seconds(seconds))
        while let next = queue.filter({ $0.0 <= target }).min(by: { ($0.0.nanoseconds, $0.1) < ($1.0.nanoseconds, $1.1) }) {
            queue.removeAll { $0.1 == next.1 }
            now = next.0
            next.2()
        }
        now = target
    }
}

extension TestScheduler.Time: Comparable {
    static func < (a: Self, b: Self) -> Bool { a.nanoseconds < b.nanoseconds }
}

@Suite("Time-based operators")
struct TimingOperatorTests {
    /// debounce "publishes elements only after a specified time interval elapses between events".
    @Test func debounceWaitsForQuiet() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<String, Never>()
        var out: [String] = []
        let c = subject.debounce(for: .seconds(0.5), scheduler: scheduler).sink { out.append($0) }
        subject.send("a")
        scheduler.advance(by: 0.3)
        subject.send("ab")
        scheduler.advance(by: 0.3)
        #expect(out.isEmpty)
        scheduler.advance(by: 0.3)
        #expect(out == ["ab"])
        c.cancel()
    }

    @Test func delayShiftsEveryElement() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var out: [Int] = []
        let c = subject.delay(for: .seconds(1), scheduler: scheduler).sink { out.append($0) }
        subject.send(1)
        scheduler.advance(by: 0.9)
        #expect(out.isEmpty)
        scheduler.advance(by: 0.2)
        #expect(out == [1])
        c.cancel()
    }

    /// throttle with latest: the first element at once, then the newest of each interval.
    @Test func throttleKeepsTheLatestOfEachInterval() {
        let scheduler = TestScheduler()
        let subject = PassthroughSubject<Int, Never>()
        var out: [Int] = []
        let c = subject.throttle(for: .seconds(1), scheduler: scheduler, latest: true).sink { out.append($0) }
        subject.send(1)
        scheduler.advance(by: 0.1)
        subject.send(2)
        subject.send(3)
        scheduler.advance(by: 1)
        #expect(out == [1, 3])
        c.cancel()
    }

    @Test func receiveOnDeliversOnTheScheduler() {
        let scheduler = TestScheduler()
        var out: [Int] = []
        let c = Just(1).receive(on: scheduler).sink { out.append($0) }
        #expect(out.isEmpty)
        scheduler.advance(by: 0)
        #expect(out == [1])
        c.cancel()
    }
}
