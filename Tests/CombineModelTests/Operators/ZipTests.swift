@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/ZipTests.swift.
@Suite("zip")
struct ZipTests {
    /// The upstreams and a zip of 2, 3 or 4 of them that adds their values.
    static func children(_ arity: Int) -> ([TestPublisher<Int, TestError>], [TestSubscription], AnyPublisher<Int, TestError>) {
        let subscriptions = (0 ..< arity).map { _ in TestSubscription() }
        let publishers = subscriptions.map { TestPublisher<Int, TestError>($0) }
        let zip: AnyPublisher<Int, TestError>
        switch arity {
        case 2: zip = publishers[0].zip(publishers[1]) { $0 + $1 }.eraseToAnyPublisher()
        case 3: zip = publishers[0].zip(publishers[1], publishers[2]) { $0 + $1 + $2 }.eraseToAnyPublisher()
        default: zip = publishers[0].zip(publishers[1], publishers[2], publishers[3]) { $0 + $1 + $2 + $3 }.eraseToAnyPublisher()
        }
        return (publishers, subscriptions, zip)
    }

    /// OpenCombine: ZipTests.testSendsExpectedValues
    @Test(arguments: 2 ... 4)
    func sendsExpectedValues(arity: Int) {
        let (publishers, _, zip) = Self.children(arity)
        let tracker = Tracker<Int, TestError>(.unlimited)
        zip.subscribe(tracker)
        for publisher in publishers { #expect(publisher.send(1) == .none) }
        #expect(tracker.history == [E.sub("Zip"), E.val(arity)])
    }

    /// OpenCombine: ZipTests.testChildDemand
    @Test(arguments: [Subscribers.Demand.unlimited, .max(1)])
    func childDemand(initial: Subscribers.Demand) {
        let (publishers, subscriptions, zip) = Self.children(2)
        let tracker = Tracker<Int, TestError>()
        zip.subscribe(tracker)
        tracker.subscription?.request(initial)
        #expect(subscriptions.map(\.history) == [[E.req(initial)], [E.req(initial)]])
        #expect(publishers.map { $0.send(1) } == [.none, .none])
        #expect(tracker.history == [E.sub("Zip"), E.val(2)])
        tracker.subscription?.request(.max(2))
        #expect(subscriptions.map(\.history) == [[E.req(initial), E.req(.max(2))], [E.req(initial), E.req(.max(2))]])
    }

    /// OpenCombine: ZipTests.testDownstreamDemandRequestedWhileSendingValue
    @Test(arguments: [Subscribers.Demand.unlimited, .max(10)])
    func demandAskedWhileSending(initial: Subscribers.Demand) {
        let (publishers, subscriptions, zip) = Self.children(2)
        let tracker = Tracker<Int, TestError>(initial)
        tracker.onValue = { _ in tracker.subscription?.request(.max(666)); return .none }
        zip.subscribe(tracker)
        #expect(publishers[0].send(1) == .none)
        #expect(publishers[1].send(1) == .max(666))
        #expect(subscriptions[0].history == [E.req(initial), E.req(.max(666))])
        #expect(subscriptions[1].history == [E.req(initial)])
    }

    /// OpenCombine: ZipTests.testUpstreamValueReceivedWhileSendingValue, testUpstreamFinishReceivedWhileSendingValue
    @Test func eventsWhileSending() {
        let (publishers, _, zip) = Self.children(2)
        let tracker = Tracker<Int, TestError>(.unlimited)
        tracker.onValue = { _ in
            #expect(publishers[0].send(1) == .none)
            publishers[0].send(completion: .finished)
            return .none
        }
        zip.subscribe(tracker)
        publishers[0].send(1)
        publishers[1].send(1)
        #expect(tracker.history == [E.sub("Zip"), E.val(2)])
    }

    /// OpenCombine: ZipTests.testZipCompletesOnlyAfterAllChildrenComplete
    @Test func finishesWhenAFinishedQueueEmpties() {
        let shared = TestSubscription()
        let first = TestPublisher<Int, TestError>(shared), second = TestPublisher<Int, TestError>(shared)
        let tracker = Tracker<Int, TestError>(.unlimited)
        first.zip(second) { $0 + $1 }.subscribe(tracker)
        for value in [100, 200, 300] { first.send(value) }
        second.send(1)
        first.send(completion: .finished)
        #expect(tracker.history == [E.sub("Zip"), E.val(101)])
        second.send(2)
        second.send(3)
        second.send(completion: .finished)
        #expect(tracker.history == [E.sub("Zip"), E.val(101), E.val(202), E.val(303), E.finished])
        #expect(shared.history == [E.req(.unlimited), E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: ZipTests.testUpstreamExceedsDemand, testIncreasedDemand (a zipped value goes
    /// downstream whatever the downstream's demand; the upstreams are held back by what they were
    /// asked for)
    @Test func valuesDoNotWaitForDemand() {
        let (publishers, _, zip) = Self.children(2)
        let tracker = Tracker<Int, TestError>(.max(1))
        zip.subscribe(tracker)
        publishers[0].send(100)
        publishers[1].send(1)
        publishers[0].send(200)
        publishers[0].send(300)
        publishers[1].send(2)
        #expect(tracker.history == [E.sub("Zip"), E.val(101), E.val(202)])
        for arity in 2 ... 4 {
            let (children, _, zip) = Self.children(arity)
            let quiet = Tracker<Int, TestError>(onValue: { _ in .max(1) })
            zip.subscribe(quiet)
            let returned = children.map { $0.send(1) }
            #expect(returned == Array(repeating: .none, count: arity - 1) + [.max(1)])
            #expect(quiet.history == [E.sub("Zip"), E.val(arity)])
        }
    }

    /// OpenCombine: ZipTests.testImmediateFinishWhenOneChildFinishesWithNoSurplus
    @Test(arguments: 2 ... 4)
    func finishWithoutSurplus(arity: Int) {
        for finishing in 0 ..< arity {
            let (publishers, subscriptions, zip) = Self.children(arity)
            let tracker = Tracker<Int, TestError>(.unlimited)
            zip.subscribe(tracker)
            publishers[finishing].send(completion: .finished)
            #expect(tracker.history == [E.sub("Zip"), E.finished])
            for index in 0 ..< arity {
                #expect(subscriptions[index].history == (index == finishing ? [E.req(.unlimited)] : [E.req(.unlimited), E.cancelled]))
            }
        }
    }

    /// OpenCombine: ZipTests.testDelayedFinishWhenOneChildFinishesWithSurplus
    @Test(arguments: 2 ... 4)
    func finishWithSurplus(arity: Int) {
        for sending in 0 ..< arity {
            for finishing in 0 ..< arity {
                let (publishers, _, zip) = Self.children(arity)
                let tracker = Tracker<Int, TestError>(.unlimited)
                zip.subscribe(tracker)
                publishers[sending].send(666)
                publishers[finishing].send(completion: .finished)
                if sending == finishing {
                    #expect(tracker.history == [E.sub("Zip")])
                    for index in 0 ..< arity where index != finishing { publishers[index].send(completion: .finished) }
                }
                #expect(tracker.history == [E.sub("Zip"), E.finished])
            }
        }
    }

    /// OpenCombine: ZipTests.testBCancelledAfterAFailed, testValueAfterFailed, testFinishAfterFailed,
    /// testFailedAfterFailed
    @Test func failure() {
        let (publishers, subscriptions, zip) = Self.children(2)
        let tracker = Tracker<Int, TestError>(.unlimited)
        zip.subscribe(tracker)
        publishers[0].send(100)
        publishers[0].send(completion: .failure(.oops))
        publishers[1].send(1)
        publishers[0].send(completion: .finished)
        publishers[0].send(completion: .failure(.oops))
        #expect(tracker.history == [E.sub("Zip"), E.failure("oops")])
        #expect(subscriptions.map(\.history) == [[E.req(.unlimited), E.cancelled], [E.req(.unlimited), E.cancelled]])
    }

    /// OpenCombine: ZipTests.testAValueAfterAChildFinishedWithoutSurplus, testBValueAfterAChildFinishedWithoutSurplus,
    /// testAValueAfterAChildFinishedWithSurplus, testBValueAfterAChildFinishedWithSurplus,
    /// testFinishAfterFinished, testFailedAfterFinished
    @Test func afterAFinish() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        a.zip(b) { $0 + $1 }.subscribe(tracker)
        a.send(completion: .finished)
        a.send(200)
        b.send(1)
        b.send(completion: .finished)
        b.send(completion: .failure(.oops))
        #expect(tracker.history == [E.sub("Zip"), E.finished])
        let c = PassthroughSubject<Int, TestError>(), d = PassthroughSubject<Int, TestError>()
        let surplus = Tracker<Int, TestError>(.unlimited)
        c.zip(d) { $0 + $1 }.subscribe(surplus)
        c.send(100)
        c.send(completion: .finished)
        c.send(200)
        #expect(surplus.history == [E.sub("Zip")])
        d.send(1)
        d.send(completion: .finished)
        #expect(surplus.history == [E.sub("Zip"), E.val(101), E.finished])
    }

    /// OpenCombine: ZipTests.testZipReceiveSubscriptionTwice, testZipCurrentValueSubject
    @Test func subscriptionsAndACurrentValueSubject() {
        let harness = IntHarness<(Int, Int)>(initial: nil) { $0.zip(PassthroughSubject<Int, TestError>()) }
        let second = TestSubscription()
        harness.publisher.send(subscription: second)
        #expect(second.history == [E.cancelled])
        harness.publisher.send(subscription: harness.subscription)
        harness.downstream.cancel()
        #expect(harness.upstream == [E.cancelled, E.cancelled])
        let tracker = Tracker<(Int, Void), Never>(.unlimited)
        [42].publisher.zip(CurrentValueSubject<Void, Never>(())).subscribe(tracker)
        #expect(tracker.history == [E.sub("Zip"), E.val((42, ())), E.finished])
    }
}
