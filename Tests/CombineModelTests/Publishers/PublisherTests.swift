@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/JustTests.swift, EmptyTests.swift, FailTests.swift,
/// DeferredTests.swift, OptionalPublisherTests.swift and ResultPublisherTests.swift.
@Suite("Just, Empty, Fail, Deferred, Optional and Result")
struct PublisherTests {
    /// OpenCombine: JustTests.testJustNoInitialDemand
    @Test func justWaitsForDemand() {
        let tracker = Tracker<Int, Never>()
        Just(42).subscribe(tracker)
        #expect(tracker.history == [E.sub("Just")])
        tracker.subscription?.request(.max(100))
        tracker.subscription?.request(.max(1))
        #expect(tracker.history == [E.sub("Just"), E.val(42), E.finished])
    }

    /// OpenCombine: JustTests.testJustWithInitialDemand
    @Test func justWithDemand() {
        let tracker = Tracker<Int, Never>(.unlimited)
        Just(42).subscribe(tracker)
        #expect(tracker.history == [E.sub("Just"), E.val(42), E.finished])
    }

    /// OpenCombine: JustTests.testCancelOnSubscription
    @Test func justCancelledFirstSendsNothing() {
        let tracker = Tracker<Int, Never>()
        tracker.onSubscribe = { $0.cancel(); $0.request(.max(1)) }
        Just(42).subscribe(tracker)
        #expect(tracker.history == [E.sub("Just")])
    }

    /// OpenCombine: JustTests.testRecursion
    @Test func justIgnoresARecursiveRequest() {
        let tracker = Tracker<Int, Never>(.unlimited)
        tracker.onValue = { _ in tracker.subscription?.request(.unlimited); return .none }
        Just(42).subscribe(tracker)
        #expect(tracker.history == [E.sub("Just"), E.val(42), E.finished])
    }

    /// OpenCombine: EmptyTests.testEmpty, testImmediatelyCancel, testEquatable
    @Test func empty() {
        let tracker = Tracker<Int, TestError>()
        Empty<Int, TestError>(completeImmediately: true).subscribe(tracker)
        Empty<Int, TestError>(completeImmediately: false).subscribe(tracker)
        #expect(tracker.history == [E.sub("Empty"), E.finished, E.sub("Empty")])
        let cancelling = Tracker<Int, TestError>()
        cancelling.onSubscribe = { $0.cancel() }
        Empty<Int, TestError>().subscribe(cancelling)
        #expect(cancelling.history == [E.sub("Empty"), E.finished])
        #expect(Empty<Int, Error>(completeImmediately: true) == Empty(completeImmediately: true))
        #expect(Empty<Int, Error>(completeImmediately: true) != Empty(completeImmediately: false))
    }

    /// OpenCombine: FailTests.testSubscription
    @Test func fail() {
        let tracker = Tracker<Int, TestError>()
        Fail<Int, TestError>(error: .oops).subscribe(tracker)
        #expect(tracker.history == [E.sub("Empty"), E.failure("oops")])
    }

    /// OpenCombine: DeferredTests.testDeferredCreatedAfterSubscription
    @Test func deferredMakesAPublisherPerSubscriber() {
        var made = 0
        let publisher = TestPublisher<Int, TestError>()
        let deferred = Deferred { () -> TestPublisher<Int, TestError> in made += 1; return publisher }
        let tracker = Tracker<Int, TestError>()
        #expect(made == 0)
        deferred.subscribe(tracker)
        #expect(made == 1)
        deferred.subscribe(tracker)
        #expect(made == 2)
        #expect(tracker.history == [E.sub("TestSubscription"), E.sub("TestSubscription")])
    }

    /// OpenCombine: OptionalPublisherTests.testSuccessNoInitialDemand, testSuccessWithInitialDemand,
    /// testSuccessCancelOnSubscription, testNil
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func optionalPublisher() {
        let tracker = Tracker<Int, Never>()
        Optional(42).publisher.subscribe(tracker)
        #expect(tracker.history == [E.sub("Optional")])
        tracker.subscription?.request(.max(1))
        #expect(tracker.history == [E.sub("Optional"), E.val(42), E.finished])
        let requestThenCancel = Tracker<Int, Never>()
        requestThenCancel.onSubscribe = { $0.request(.max(1)); $0.cancel() }
        Optional(42).publisher.subscribe(requestThenCancel)
        #expect(requestThenCancel.history == [E.sub("Optional"), E.val(42), E.finished])
        let none = Tracker<Int, Never>()
        Optional<Int>.none.publisher.subscribe(none)
        #expect(none.history == [E.sub("Empty"), E.finished])
    }

    /// OpenCombine: ResultPublisherTests.testOnceSuccessNoInitialDemand, testOnceSuccessWithInitialDemand,
    /// testOnceFailure, testFailureCancelOnSubscription
    @Test func resultPublisher() {
        let tracker = Tracker<Int, TestError>()
        Result<Int, TestError>.success(42).publisher.subscribe(tracker)
        #expect(tracker.history == [E.sub("Once")])
        tracker.subscription?.request(.max(100))
        #expect(tracker.history == [E.sub("Once"), E.val(42), E.finished])
        let failure = Tracker<Int, TestError>()
        failure.onSubscribe = { $0.cancel() }
        Result<Int, TestError>.failure("failure").publisher.subscribe(failure)
        #expect(failure.history == [E.sub("Empty"), E.failure("failure")])
    }
}
