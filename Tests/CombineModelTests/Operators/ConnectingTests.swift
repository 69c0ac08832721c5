@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/MulticastTests.swift, MakeConnectableTests.swift,
/// ShareTests.swift and AutoconnectTests.swift.
@Suite("multicast, makeConnectable, share, autoconnect")
struct ConnectingTests {
    /// OpenCombine: MulticastTests.testMulticast, MakeConnectableTests.testMulticast (values only
    /// after connect(); each subscriber through its own "Multicast" subscription)
    @Test func multicast() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let multicast = publisher.multicast { PassthroughSubject<Int, TestError>() }
        let tracker = Tracker<Int, TestError>(.max(42), onValue: { .max($0) })
        multicast.subscribe(tracker)
        #expect(publisher.subscriber == nil)
        #expect(tracker.history == [E.sub("Multicast")])
        let connection = multicast.connect()
        #expect(subscription.history == [E.req(.unlimited)])
        #expect(publisher.send(1) == .none)
        publisher.send(completion: .finished)
        #expect(tracker.history == [E.sub("Multicast"), E.val(1), E.finished])
        connection.cancel()
    }

    /// OpenCombine: MulticastTests.testLateSubscriber, ShareTests.testLateSubscriber
    @Test func lateSubscribers() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let share = publisher.share()
        let early = Tracker<Int, TestError>(.max(3))
        share.subscribe(early)
        #expect(subscription.history == [E.req(.unlimited)])
        for value in 1 ... 4 { #expect(publisher.send(value) == .none) }
        let late = Tracker<Int, TestError>(.max(2))
        share.subscribe(late)
        for value in 5 ... 7 { publisher.send(value) }
        publisher.send(completion: .finished)
        let latest = Tracker<Int, TestError>()
        share.subscribe(latest)
        #expect(early.history == [E.sub("Multicast"), E.val(1), E.val(2), E.val(3), E.finished])
        #expect(late.history == [E.sub("Multicast"), E.val(5), E.val(6), E.finished])
        #expect(latest.history == [E.sub("Multicast"), E.finished])
        #expect(subscription.history == [E.req(.unlimited)])
    }

    /// OpenCombine: MulticastTests.testMulticastConnectTwice, MakeConnectableTests.testMulticastConnectTwice
    @Test func connectingTwiceSubscribesTwice() {
        let subject = PassthroughSubject<Int, Never>()
        let multicast = subject.multicast { PassthroughSubject<Int, Never>() }
        let tracker = Tracker<Int, Never>(.max(10))
        multicast.subscribe(tracker)
        subject.send(-1)
        let first = multicast.connect(), second = multicast.connect()
        subject.send(42)
        subject.send(completion: .finished)
        #expect(tracker.history == [E.sub("Multicast"), E.val(42), E.val(42), E.finished])
        first.cancel()
        second.cancel()
    }

    /// OpenCombine: MulticastTests.testMulticastDisconnect, MakeConnectableTests.testMulticastDisconnect
    @Test func disconnecting() {
        let subject = PassthroughSubject<Int, Never>()
        let connectable = subject.makeConnectable()
        let tracker = Tracker<Int, Never>(.unlimited)
        connectable.subscribe(tracker)
        subject.send(-1)
        var connection = connectable.connect()
        subject.send(42)
        connection.cancel()
        subject.send(100)
        connectable.subscribe(tracker)
        connection = connectable.connect()
        subject.send(2)
        subject.send(completion: .finished)
        #expect(tracker.history == [E.sub("Multicast"), E.val(42), E.sub("Multicast"), E.val(2), E.val(2), E.finished, E.finished])
        connection.cancel()
    }

    /// OpenCombine: ShareTests.testBasicBehavior, testEquatable
    @Test func share() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let share = publisher.share()
        #expect(subscription.history == [])
        let tracker = Tracker<Int, TestError>(.max(42), onValue: { .max($0) })
        share.subscribe(tracker)
        #expect(subscription.history == [E.req(.unlimited)])
        for value in 1 ... 3 { #expect(publisher.send(value) == .none) }
        publisher.send(completion: .failure(.oops))
        #expect(tracker.history == [E.sub("Multicast"), E.val(1), E.val(2), E.val(3), E.failure("oops")])
        #expect(share == share)
        #expect(share != publisher.share())
    }

    /// OpenCombine: AutoconnectTests.testBasicRefcountBehavior (connects at the first subscriber,
    /// disconnects when the last cancels; subscribers see the upstream's subscription)
    @Test func autoconnect() {
        let subscription = TestSubscription()
        let publisher = TestConnectable<Int, TestError>(subscription)
        let autoconnect = publisher.autoconnect()
        #expect(publisher.connections == [])
        let trackers = [101, 102, 103].map { Tracker<Int, TestError>(.max($0), onValue: { _ in .max(203) }) }
        for tracker in trackers {
            autoconnect.subscribe(tracker)
            #expect(publisher.connections == ["connected"])
        }
        #expect(publisher.inner.send(1) == .max(203))
        publisher.inner.send(completion: .finished)
        #expect(trackers[2].history == [E.sub("TestSubscription"), E.val(1), E.finished])
        trackers[1].subscription?.cancel()
        trackers[2].subscription?.cancel()
        #expect(publisher.connections == ["connected"])
        trackers[0].subscription?.cancel()
        #expect(publisher.connections == ["connected", "disconnected"])
        trackers[0].subscription?.cancel()
        #expect(publisher.connections == ["connected", "disconnected"])
        #expect(subscription.history == [E.req(.max(101)), E.req(.max(102)), E.req(.max(103)), E.cancelled, E.cancelled,
                                         E.cancelled, E.cancelled])
    }
}
