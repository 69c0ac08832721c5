@testable import CombineModel
import Testing

/// Follows OpenCombine's AnyPublisherTests.swift and AnySubscriberTests.swift.
@Suite("Type erasure")
struct ErasureTests {
    /// OpenCombine: AnyPublisherTests.testErasePublisher, testDescription
    @Test func erasedPublisherPassesTheSubscriberOn() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        let erased = subject.eraseToAnyPublisher()
        erased.subscribe(tracker)
        subject.send(1)
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.val(1)])
        #expect(erased.description == "AnyPublisher")
    }

    /// OpenCombine: AnyPublisherTests.testDoubleErasure (no second box: the subscriber reaches the
    /// subject directly)
    @Test func erasingTwiceKeepsOneBox() {
        let subject = PassthroughSubject<Int, TestError>()
        let twice = subject.eraseToAnyPublisher().eraseToAnyPublisher()
        let tracker = Tracker<Int, TestError>()
        twice.subscribe(tracker)
        #expect(tracker.history == [E.sub("PassthroughSubject")])
    }

    /// OpenCombine: AnySubscriberTests.testCombineIdentifier, testDescription
    @Test func identifierAndDescription() {
        let anonymous = AnySubscriber<Int, TestError>()
        #expect(anonymous.combineIdentifier == anonymous.combineIdentifier)
        #expect(anonymous.description == "Anonymous AnySubscriber")
        let tracker = Tracker<Int, TestError>()
        #expect(AnySubscriber(tracker).combineIdentifier == tracker.combineIdentifier)
        #expect(AnySubscriber(tracker).combineIdentifier != AnySubscriber(Tracker<Int, TestError>()).combineIdentifier)
        #expect(AnySubscriber(tracker).description == "Tracker")
        #expect(AnySubscriber(PassthroughSubject<Int, TestError>()).description == "Subject")
    }

    /// OpenCombine: AnySubscriberTests.testErasingSubscriber, testErasingSubscriberSubscription
    @Test func erasedSubscriberGetsEverything() {
        let tracker = Tracker<Int, TestError>()
        let erased = AnySubscriber(tracker)
        erased.receive(subscription: TestSubscription())
        _ = erased.receive(31)
        erased.receive(completion: .finished)
        erased.receive(completion: .failure("failure"))
        #expect(tracker.history == [E.sub("TestSubscription"), E.val(31), E.finished, E.failure("failure")])
        let second = Tracker<Int, TestError>()
        let subject = PassthroughSubject<Int, TestError>()
        subject.subscribe(AnySubscriber(second))
        subject.send(1)
        subject.send(completion: .finished)
        #expect(second.history == [E.sub("PassthroughSubject"), E.finished])
    }

    /// OpenCombine: AnySubscriberTests.testErasingSubject, testErasingSubjectSubscription: a
    /// subject as a subscriber gets one subscription ("Subject"), the values and the first
    /// completion, and asks for nothing per value.
    @Test func erasedSubjectGetsValuesAndTheFirstCompletion() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        subject.subscribe(tracker)
        let erased = AnySubscriber(subject)
        let upstream = TestSubscription()
        erased.receive(subscription: upstream)
        let second = TestSubscription()
        erased.receive(subscription: second)
        #expect(erased.receive(31) == .none)
        erased.receive(completion: .finished)
        erased.receive(completion: .failure("failure"))
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.val(31), E.finished])
        #expect(upstream.history == [E.req(.unlimited)])
        #expect(second.history == [E.cancelled])
    }

    /// OpenCombine: AnySubscriberTests.testErasingTwice
    @Test func erasingASubscriberTwice() {
        let tracker = Tracker<Int, TestError>()
        let twice = AnySubscriber(AnySubscriber(tracker))
        #expect(twice.combineIdentifier == tracker.combineIdentifier)
        PassthroughSubject<Int, TestError>().subscribe(twice)
        #expect(tracker.history == [E.sub("PassthroughSubject")])
    }

    /// OpenCombine: PublisherTests.testSubscribeSubscriber, testSubscribeSubject, testSubjectSubscriber
    @Test func subscribingASubject() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        subject.subscribe(tracker)
        let cancellable = publisher.subscribe(subject)
        #expect("\(publisher.erasedSubscriber!)" == "Subject")
        #expect(subscription.history == [E.req(.unlimited)], "the passthrough subject asks once a subscriber has")
        #expect(publisher.send(0) == .none)
        #expect(publisher.send(1) == .none)
        (publisher.erasedSubscriber as? Subscription)?.request(.max(42))
        cancellable.cancel()
        #expect(publisher.send(2) == .none)
        #expect(subscription.history == [E.req(.unlimited), E.req(.max(42)), E.cancelled])
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.val(0), E.val(1)])
    }
}
