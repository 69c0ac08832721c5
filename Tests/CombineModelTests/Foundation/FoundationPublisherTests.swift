@testable import CombineModel
import Foundation
import Testing

/// Follows OpenCombine's FoundationTests/NotificationCenterTests.swift, TimerPublisherTests.swift and
/// ConcurrencyTests/PublisherConcurrencyTests.swift.
@Suite("Foundation's publishers")
struct FoundationPublisherTests {
    /// OpenCombine: NotificationCenterTests.testRequestingDemand (a notification without demand is dropped)
    @Test func notificationDemand() {
        let counts = SubjectTests.inputCounts { tracker in
            let center = NotificationCenter()
            let name = Notification.Name("testName")
            let forward = AnySubscriber<Notification, Never>(receiveSubscription: { tracker.receive(subscription: $0) },
                                                            receiveValue: { tracker.receive(Int($0.name == name ? 1 : 0)) },
                                                            receiveCompletion: { _ in })
            center.publisher(for: name).subscribe(forward)
            for _ in 0 ..< 20 { center.post(name: name, object: nil) }
        }
        #expect(counts == [0, 0, 0, 0, 0, 1, 11, 2, 1, 20, 2, 12, 4, 5, 20, 10, 20, 12, 13, 20, 20, 20, 20, 20, 20])
    }

    /// OpenCombine: NotificationCenterTests.testBasicBehavior, testCancelAlreadyCancelled
    @Test func notificationCenterPublisher() {
        let center = NotificationCenter()
        let name = Notification.Name("Ping")
        let tracker = Tracker<Notification, Never>()
        center.publisher(for: name).subscribe(tracker)
        #expect(tracker.history == [E.sub("NotificationCenter Observer")])
        center.post(name: name, object: nil)
        #expect(tracker.values.isEmpty)
        tracker.subscription?.request(.max(3))
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("Other"), object: nil)
        #expect(tracker.values.map(\.name) == [name])
        tracker.subscription?.cancel()
        tracker.subscription?.cancel()
        center.post(name: name, object: nil)
        #expect(tracker.values.count == 1)
    }

    /// OpenCombine: TimerPublisherTests.testPublishMethod (Apple's `Timer.publish` drops the tolerance)
    @Test func timerPublish() {
        let publisher = Timer.publish(every: 0.25, tolerance: 0.02, on: .main, in: RunLoop.Mode("testMode"), options: nil)
        #expect(publisher.interval == 0.25)
        #expect(publisher.tolerance == nil)
        #expect(publisher.runLoop == .main)
        #expect(publisher.mode == RunLoop.Mode("testMode"))
    }

    /// OpenCombine: PublisherConcurrencyTests (values: the elements as an asynchronous sequence,
    /// ending when the publisher finishes; the throwing form rethrows the failure)
    @Test func values() async {
        var out: [Int] = []
        for await value in [1, 2, 3].publisher.values { out.append(value) }
        #expect(out == [1, 2, 3])
        var caught = false
        do {
            for try await _ in Fail<Int, TestError>(error: .oops).values {}
        } catch { caught = error as? TestError == .oops }
        #expect(caught)
    }
}
