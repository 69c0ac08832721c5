@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/ReplaceErrorTests.swift, ReplaceEmptyTests.swift,
/// CatchTests.swift and RetryTests.swift.
@Suite("replaceError, replaceEmpty, catch, retry")
struct RecoveringTests {
    /// OpenCombine: ReplaceErrorTests.testEmpty, testError, testWithoutError, testSendingValueAndThenError
    @Test func replaceError() {
        let empty = Harness<Int, TestError, Int, Never>(initial: nil) { $0.replaceError(with: 42) }
        #expect(empty.history == [E.sub("ReplaceError")])
        let failing = Harness<Int, TestError, Int, Never>(initial: .max(1)) { $0.replaceError(with: 42) }
        failing.fail(.oops)
        #expect(failing.history == [E.sub("ReplaceError"), E.val(42), E.finished])
        let finishing = Harness<Int, TestError, Int, Never>(initial: .max(1)) { $0.replaceError(with: 40) }
        #expect(finishing.send(42) == .none)
        finishing.finish()
        #expect(finishing.history == [E.sub("ReplaceError"), E.val(42), E.finished])
        let both = Harness<Int, TestError, Int, Never>(initial: .max(1), onValue: .max(1)) { $0.replaceError(with: 42) }
        #expect(both.send(41) == .max(1))
        both.fail(.oops)
        #expect(both.history == [E.sub("ReplaceError"), E.val(41), E.val(42), E.finished])
    }

    /// OpenCombine: ReplaceErrorTests.testSendingErrorWithNoDemandThenFinish, testFailingBeforeDemanding,
    /// testErrorWhileDownstreamDemandIsZero (the replacement waits for demand)
    @Test func replacementWaitsForDemand() {
        let noDemand = Harness<Int, TestError, Int, Never>(initial: nil) { $0.replaceError(with: 42) }
        noDemand.fail(.oops)
        noDemand.finish()
        #expect(noDemand.history == [E.sub("ReplaceError")])
        noDemand.downstream.request(.max(1))
        #expect(noDemand.history == [E.sub("ReplaceError"), E.val(42), E.finished])
        #expect(noDemand.send(-1) == .none)
        let spent = Harness<Int, TestError, Int, Never>(initial: .max(1)) { $0.replaceError(with: 42) }
        #expect(spent.send(9) == .none)
        spent.fail(.oops)
        #expect(spent.history == [E.sub("ReplaceError"), E.val(9)])
        spent.downstream.request(.max(1))
        #expect(spent.history == [E.sub("ReplaceError"), E.val(9), E.val(42), E.finished])
    }

    /// OpenCombine: ReplaceErrorTests.testCancelAlreadyCancelled, testReceiveSubscriptionTwice,
    /// testReceiveCompletionTwice, testReplaceErrorReceiveValueBeforeSubscription,
    /// testReplaceErrorCompletionBeforeSubscription, testReplaceErrorCancelBeforeSubscription, testLateSubscription
    @Test func replaceErrorStates() {
        let cancelled = Harness<Int, TestError, Int, Never>(initial: .unlimited, onValue: .max(1)) { $0.replaceError(with: 42) }
        cancelled.downstream.cancel()
        cancelled.downstream.cancel()
        cancelled.downstream.request(.unlimited)
        #expect(cancelled.upstream == [E.req(.unlimited), E.cancelled])
        let twice = Harness<Int, TestError, Int, Never>(initial: .max(1)) { $0.replaceError(with: 42) }
        let other = TestSubscription()
        twice.publisher.send(subscription: other)
        #expect(other.history == [E.cancelled])
        twice.finish()
        twice.finish()
        twice.fail(.oops)
        #expect(twice.send(-1) == .none)
        #expect(twice.history == [E.sub("ReplaceError"), E.finished])
        let late = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, Never>(.max(10))
        late.replaceError(with: 1).subscribe(tracker)
        #expect(late.send(0) == .none)
        late.send(completion: .finished)
        #expect(tracker.history == [])
        let subscription = TestSubscription()
        late.send(subscription: subscription)
        #expect(subscription.history == [E.req(.max(10))])
        #expect(historyAfterCancellingBeforeSubscription { $0.replaceError(with: 0) } == [])
    }

    /// OpenCombine: ReplaceEmptyTests.testEmptySubscription, testError, testEndWithoutValueReplacesCorrectly,
    /// testNoValueIsReplacedIfEndsWithoutEmpty, testSendingValueAndThenError, testFailingBeforeDemanding,
    /// testUpstreamCompletesEmptyBeforeDownstreamRequests
    @Test func replaceEmpty() {
        let failing = IntHarness<Int>(initial: .max(1)) { $0.replaceEmpty(with: 42) }
        failing.fail(.oops)
        #expect(failing.history == [E.sub("ReplaceEmpty"), E.failure("oops")])
        let empty = IntHarness<Int>(initial: .max(1)) { $0.replaceEmpty(with: 42) }
        empty.finish()
        #expect(empty.history == [E.sub("ReplaceEmpty"), E.val(42), E.finished])
        let valued = IntHarness<Int>(initial: .max(1)) { $0.replaceEmpty(with: 42) }
        valued.send(3)
        valued.finish()
        #expect(valued.history == [E.sub("ReplaceEmpty"), E.val(3), E.finished])
        let waiting = IntHarness<Int>(initial: nil) { $0.replaceEmpty(with: 22) }
        waiting.finish()
        waiting.subscription.request(.max(3))
        #expect(waiting.history == [E.sub("ReplaceEmpty")])
        waiting.downstream.request(.max(1))
        #expect(waiting.history == [E.sub("ReplaceEmpty"), E.val(22), E.finished])
        let failedFirst = IntHarness<Int>(initial: nil, onValue: .max(1)) { $0.replaceEmpty(with: 42) }
        failedFirst.fail(.oops)
        failedFirst.downstream.request(.unlimited)
        #expect(failedFirst.send(-1) == .none)
        #expect(failedFirst.history == [E.sub("ReplaceEmpty"), E.failure("oops")])
    }

    /// OpenCombine: ReplaceEmptyTests.testDemand, testImmediateCompletion, testCancelAlreadyCancelled
    /// (it asks the upstream for unlimited values once the downstream has the subscription)
    @Test func replaceEmptyDemand() {
        let harness = IntHarness<Int>(initial: .max(42), onValue: .max(4)) { $0.replaceEmpty(with: 832) }
        #expect(harness.upstream == [E.req(.max(42)), E.req(.unlimited)])
        #expect(harness.send(0) == .max(4))
        harness.downstream.request(.max(95))
        harness.downstream.cancel()
        harness.downstream.cancel()
        harness.downstream.request(.max(50))
        #expect(harness.upstream == [E.req(.max(42)), E.req(.unlimited), E.req(.max(95)), E.cancelled])
        #expect(harness.send(8) == .none)
        let immediate = IntHarness<Int>(initial: .unlimited) { $0.replaceEmpty(with: 33) }
        immediate.finish()
        immediate.finish()
        immediate.fail(.oops)
        #expect(immediate.history == [E.sub("ReplaceEmpty"), E.val(33), E.finished])
    }

    /// OpenCombine: CatchTests.testSimpleCatch, testSimpleTryCatch
    @Test(arguments: [false, true])
    func catchSwitchesToTheHandlersPublisher(throwing: Bool) {
        let throwingSequence = (0 ..< 10).publisher.tryMap { value -> Int in
            if value < 5 { return value }
            throw TestError.oops
        }
        let recovery = [3, 2, 1, 0].publisher
        let tracker = Tracker<Int, Error>(.max(1), onValue: { _ in .max(1) })
        if throwing {
            throwingSequence.tryCatch { _ in recovery.setFailureType(to: Error.self) }.subscribe(tracker)
        } else {
            throwingSequence.catch { _ in recovery.setFailureType(to: Error.self) }.subscribe(tracker)
        }
        #expect(tracker.history == [E.sub(throwing ? "TryCatch" : "Catch")] + [0, 1, 2, 3, 4, 3, 2, 1, 0].map(E.val) + [E.finished])
    }

    /// OpenCombine: CatchTests.testCatchPreservesDemand, testTryCatchPreservesDemand
    @Test func catchCarriesTheDemandOver() {
        let recoverySubscription = TestSubscription()
        let recovery = TestPublisher<Int, TestError>(recoverySubscription)
        let harness = IntHarness<Int>(initial: .max(12), onValue: .max(3)) { $0.catch { _ in recovery } }
        #expect(harness.history == [E.sub("Catch")])
        harness.downstream.request(.max(5))
        #expect(harness.upstream == [E.req(.max(12)), E.req(.max(5))])
        for value in 1 ... 8 { #expect(harness.send(value) == .max(3)) }
        harness.fail(.oops)
        #expect(recoverySubscription.history == [E.req(.max(33))])
        #expect(harness.history == [E.sub("Catch")] + (1 ... 8).map(E.val))
    }

    /// OpenCombine: CatchTests.testCatchUpstreamFinishes, testTryCatchUpstreamFinishes
    @Test func catchPassesAFinish() {
        var calls = 0
        let harness = IntHarness<Int>(initial: .max(2)) { $0.catch { error -> Fail<Int, TestError> in calls += 1; return Fail(error: error) } }
        harness.send(1)
        harness.send(2)
        harness.finish()
        harness.finish()
        harness.fail(.oops)
        #expect(harness.history == [E.sub("Catch"), E.val(1), E.val(2), E.finished])
        #expect(calls == 0)
    }

    /// OpenCombine: CatchTests.testTryCatchHandlerThrows
    @Test func tryCatchHandlerThrows() {
        var handled: [TestError] = []
        let harness = Harness<Int, TestError, Int, Error>(initial: .unlimited) {
            $0.tryCatch { error -> Just<Int> in
                handled.append(error)
                throw TestError("oops2")
            }
        }
        harness.send(1)
        harness.send(2)
        harness.fail(.oops)
        #expect(harness.history == [E.sub("TryCatch"), E.val(1), E.val(2), E.failure("oops2")])
        #expect(harness.upstream == [E.req(.unlimited)])
        #expect(handled == [.oops])
    }

    /// OpenCombine: CatchTests.testCatchRequestPendingPost, testCatchCancelPendingPost, testCatchRequestPost
    @Test func catchRequestsAroundTheSwitch() {
        let recoverySubscription = TestSubscription()
        let recovery = TestPublisher<Int, TestError>(recoverySubscription)
        let harness = IntHarness<Int>(initial: .max(3)) { $0.catch { _ in recovery } }
        recovery.willSubscribe = { harness.downstream.request(.max(10)) }
        harness.send(1)
        harness.fail(.oops)
        #expect(harness.upstream == [E.req(.max(3))])
        #expect(recoverySubscription.history == [E.req(.max(12))])
        let laterSubscription = TestSubscription()
        let laterRecovery = TestPublisher<Int, TestError>(laterSubscription)
        let later = IntHarness<Int>(initial: nil) { $0.catch { _ in laterRecovery } }
        later.fail(.oops)
        #expect(laterRecovery.subscriber != nil && laterSubscription.history == [])
        later.downstream.request(.max(12))
        #expect(laterSubscription.history == [E.req(.max(12))])
        #expect(laterRecovery.send(100) == .none)
        #expect(later.history == [E.sub("Catch"), E.val(100)])
        // A cancellation while the handler's publisher subscribes does nothing (Apple's too).
        let pendingSubscription = TestSubscription()
        let pendingRecovery = TestPublisher<Int, TestError>(pendingSubscription)
        let pending = IntHarness<Int>(initial: .max(3)) { $0.catch { _ in pendingRecovery } }
        pendingRecovery.willSubscribe = { pending.downstream.cancel() }
        pending.fail(.oops)
        #expect(pendingSubscription.history == [E.req(.max(3))])
        pendingRecovery.send(completion: .finished)
        #expect(pending.history == [E.sub("Catch"), E.finished])
    }

    /// OpenCombine: CatchTests.testCatchCancellationBeforeRecovering, testCatchCancellationAfterRecovering
    @Test func catchCancelling() {
        let before = IntHarness<Int>(initial: .max(1), onValue: .max(3)) { $0.catch { _ in Empty<Int, TestError>() } }
        before.downstream.cancel()
        before.downstream.request(.max(199))
        #expect(before.send(1) == .max(3))
        before.fail(.oops)
        #expect(before.upstream == [E.req(.max(1)), E.cancelled])
        #expect(before.history == [E.sub("Catch"), E.val(1)])
        let recoverySubscription = TestSubscription()
        let recovery = TestPublisher<Int, TestError>(recoverySubscription)
        let after = IntHarness<Int>(initial: nil, onValue: .max(3)) { $0.catch { _ in recovery } }
        after.fail(.oops)
        after.downstream.cancel()
        #expect(recovery.send(1) == .max(3))
        recovery.send(completion: .finished)
        #expect(after.history == [E.sub("Catch"), E.val(1)])
        #expect(recoverySubscription.history == [E.cancelled])
        let extra = TestSubscription()
        recovery.send(subscription: extra)
        #expect(extra.history == [E.cancelled])
    }

    /// OpenCombine: RetryTests.testRetry3Times (the unmet demand is asked of each new subscription)
    @Test func retryThreeTimes() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        var subscribed = 0
        publisher.didSubscribe = { subscribed += 1 }
        let tracker = Tracker<Int, TestError>(.max(5))
        publisher.retry(3).subscribe(tracker)
        #expect(subscribed == 1)
        for (value, error) in [(1, "oops1"), (2, "oops2"), (3, "oops3"), (4, "oops4")] {
            #expect(publisher.send(value) == .none)
            publisher.send(completion: .failure(TestError(error)))
        }
        #expect(tracker.history == [E.sub("Retry"), E.val(1), E.val(2), E.val(3), E.val(4), E.failure("oops4")])
        #expect(subscription.history == [E.req(.max(5)), E.req(.max(4)), E.req(.max(3)), E.req(.max(2))])
        #expect(subscribed == 4)
        #expect(publisher.send(5) == .none)
        tracker.subscription?.request(.max(112))
        #expect(subscription.history.count == 4)
    }

    /// OpenCombine: RetryTests.testRetry0Times, testFinishSuccessfullyFirstTime, testFinishSuccessfullyAfterRetry
    @Test func retryEnds() {
        let none = IntHarness<Int>(initial: .max(1)) { $0.retry(0) }
        none.send(1)
        none.fail(.oops)
        #expect(none.send(2) == .none)
        none.finish()
        #expect(none.history == [E.sub("Retry"), E.val(1), E.failure("oops")])
        let retried = IntHarness<Int>(initial: .max(4)) { $0.retry(3) }
        retried.send(1)
        retried.send(2)
        retried.fail(.oops)
        retried.send(3)
        retried.send(4)
        retried.finish()
        #expect(retried.history == [E.sub("Retry"), E.val(1), E.val(2), E.val(3), E.val(4), E.finished])
        #expect(retried.upstream == [E.req(.max(4)), E.req(.max(2))])
    }

    /// OpenCombine: RetryTests.testPreservesDemand, testCancelAlreadyCancelled
    @Test func retryDemand() {
        let publisher = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>(.max(3), onValue: { .max($0) })
        publisher.retry(5).subscribe(tracker)
        #expect(tracker.history == [])
        let subscription = TestSubscription()
        publisher.send(subscription: subscription)
        #expect(subscription.history == [E.req(.max(3))])
        #expect(publisher.send(5) == .none)
        #expect(subscription.history == [E.req(.max(3)), E.req(.max(5))])
        let cancelled = IntHarness<Int>(initial: nil) { $0.retry(3) }
        cancelled.downstream.cancel()
        cancelled.downstream.request(.max(3))
        cancelled.downstream.cancel()
        #expect(cancelled.send(42) == .none)
        #expect(cancelled.upstream == [E.cancelled])
        #expect(cancelled.history == [E.sub("Retry")])
    }

    /// OpenCombine: RetryTests.testRecurseAndFinish, testSubscriptionRecursion
    @Test func retryRecursively() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        var subscribed = 0
        publisher.didSubscribe = {
            if subscribed > 0, subscribed < 5 { publisher.send(completion: .failure(.oops)) }
            if subscribed == 5 { publisher.send(completion: .finished) }
            subscribed += 1
        }
        let tracker = Tracker<Int, TestError>(.max(1))
        publisher.retry(5).subscribe(tracker)
        publisher.send(completion: .failure(.oops))
        #expect(tracker.history == [E.sub("Retry"), E.finished])
        #expect(subscription.history == Array(repeating: E.req(.max(1)), count: 6))
        #expect(subscribed == 6)
    }

    /// OpenCombine: RetryTests.testSubscriptionRecursion
    @Test func retryRecursivelyUntilItGivesUp() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        var subscribed = 0
        publisher.didSubscribe = {
            if subscribed > 0, subscribed < 10 { publisher.send(completion: .failure(.oops)) }
            subscribed += 1
        }
        let tracker = Tracker<Int, TestError>(.max(1))
        publisher.retry(5).subscribe(tracker)
        publisher.send(completion: .failure(.oops))
        #expect(tracker.history == [E.sub("Retry"), E.failure("oops")])
        #expect(subscription.history == Array(repeating: E.req(.max(1)), count: 6))
        #expect(subscribed == 6)
    }
}
