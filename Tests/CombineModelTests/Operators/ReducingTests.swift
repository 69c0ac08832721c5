@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/ReduceTests.swift, CollectTests.swift, CountTests.swift,
/// FirstTests.swift, LastTests.swift, ContainsTests.swift, AllSatisfyTests.swift and
/// ComparisonTests.swift (their shared helpers are ReduceTests' static ones).
@Suite("reduce, collect, count, first, last, contains, allSatisfy, min, max")
struct ReducingTests {
    /// ReduceTests.testBasicReductionBehavior: values 1...5, the finish, then demand.
    static func checkBasic<P: Publisher>(name: String, result: String?, _ makeOperator: (TestPublisher<Int, TestError>) -> P) {
        let harness = Harness(initial: nil, makeOperator)
        #expect(harness.history == [E.sub(name)])
        #expect(harness.upstream == [E.req(.unlimited)])
        for value in 1 ... 5 { #expect(harness.send(value) == .none) }
        harness.finish()
        #expect(harness.history == [E.sub(name)])
        harness.downstream.request(.max(1))
        #expect(harness.history == [E.sub(name)] + (result.map { [$0] } ?? []) + [E.finished])
        #expect(harness.upstream == [E.req(.unlimited)])
    }

    /// ReduceTests' testUpstreamFinishesWithError, testUpstreamFinishesImmediatelyWithDemand,
    /// testUpstreamFinishesImmediatelyWithoutDemand, testCancelAlreadyCancelled,
    /// testRequestsUnlimitedThenSendsSubscription, and CommonTests' value, completion and
    /// cancellation before the subscription.
    static func checkCommon<P: Publisher>(name: String, emptyResult: String?, _ makeOperator: (TestPublisher<Int, TestError>) -> P) {
        let failing = Harness(initial: .max(3), onValue: .max(1), makeOperator)
        failing.fail(.oops)
        failing.fail(.oops)
        #expect(failing.send(73) == .none)
        failing.finish()
        #expect(failing.history == [E.sub(name), E.failure("oops")])
        #expect(failing.upstream == [E.req(.unlimited)])
        let withDemand = Harness(initial: .max(1), makeOperator)
        withDemand.finish()
        withDemand.fail(.oops)
        #expect(withDemand.send(73) == .none)
        #expect(withDemand.history == [E.sub(name)] + (emptyResult.map { [$0] } ?? []) + [E.finished])
        let withoutDemand = Harness(initial: nil, makeOperator)
        withoutDemand.finish()
        #expect(withoutDemand.history == [E.sub(name)])
        let cancelled = Harness(initial: nil, makeOperator)
        cancelled.downstream.cancel()
        cancelled.downstream.request(.unlimited)
        cancelled.downstream.cancel()
        #expect(cancelled.upstream == [E.req(.unlimited), E.cancelled])
        // The downstream has the subscription before the upstream is asked.
        let subscription = TestSubscription()
        var askedFirst: [String]?
        let tracker = Tracker<P.Output, P.Failure>()
        tracker.onSubscribe = { _ in askedFirst = subscription.history }
        makeOperator(TestPublisher(subscription)).subscribe(tracker)
        #expect(askedFirst == [])
        #expect(subscription.history == [E.req(.unlimited)])
        // Before the subscription: a value and a completion are ignored; a cancellation does nothing.
        let late = TestPublisher<Int, TestError>(nil)
        let lateTracker = Tracker<P.Output, P.Failure>(onValue: { _ in .max(42) })
        makeOperator(late).subscribe(lateTracker)
        #expect(late.send(0) == .none)
        late.send(completion: .finished)
        #expect(lateTracker.history == [])
        #expect(historyAfterCancellingBeforeSubscription(makeOperator) == [E.req(.unlimited)])
    }

    /// OpenCombine: ReduceTests.testReduceBasicBehavior, testReduceFinishesWithError,
    /// testReduceFinishesImmediatelyWithDemand, testReduceFinishesImmediatelyWithoutDemand,
    /// testReduceRequestsUnlimitedThenSendsSubscription, testReduceReceiveValueBeforeSubscription,
    /// testReduceReceiveCompletionBeforeSubscription, testReduceCancelBeforeSubscription
    @Test func reduce() {
        Self.checkBasic(name: "Reduce", result: E.val(120)) { $0.reduce(1, *) }
        Self.checkCommon(name: "Reduce", emptyResult: E.val(1)) { $0.reduce(1, *) }
    }

    /// OpenCombine: ReduceTests.testTryReduceBasicBehavior, testTryReduceFailureBecauseOfThrow,
    /// testTryReduceFinishesWithError, testTryReduceFinishesImmediatelyWithDemand,
    /// testTryReduceFinishesImmediatelyWithoutDemand, testTryReduceRequestsUnlimitedThenSendsSubscription,
    /// testTryReduceCancelBeforeSubscription
    @Test func tryReduce() {
        Self.checkBasic(name: "TryReduce", result: E.val(120)) { $0.tryReduce(1, *) }
        Self.checkCommon(name: "TryReduce", emptyResult: E.val(1)) { $0.tryReduce(1, *) }
        let harness = Harness<Int, TestError, Int, Error>(initial: nil) {
            $0.tryReduce(1) { accumulator, value in
                if value == 5 { throw TestError.oops }
                return accumulator * value
            }
        }
        var upstreamAtFailure: [String] = []
        harness.tracker.onCompletion = { _ in upstreamAtFailure = harness.upstream }
        for value in 1 ... 5 { harness.send(value) }
        #expect(harness.history == [E.sub("TryReduce"), E.failure("oops")])
        #expect(upstreamAtFailure == [E.req(.unlimited), E.cancelled], "cancelled before the failure is sent")
        harness.downstream.request(.max(1))
        #expect(harness.history == [E.sub("TryReduce"), E.failure("oops")])
    }

    /// OpenCombine: ReduceTests.testReduceReceiveSubscriptionTwice, testTryReduceReceiveSubscriptionTwice
    @Test func reduceSecondSubscription() {
        let first = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(first)
        let tracker = Tracker<Int, TestError>(.max(1))
        publisher.reduce(0, +).subscribe(tracker)
        let second = TestSubscription()
        publisher.send(subscription: second)
        #expect(second.history == [E.cancelled])
        #expect(publisher.send(0) == .none)
        publisher.send(completion: .finished)
        #expect(tracker.history == [E.sub("Reduce"), E.val(0), E.finished])
        #expect(first.history == [E.req(.unlimited)])
        publisher.send(subscription: second)
        #expect(second.history == [E.cancelled, E.cancelled])
    }

    /// OpenCombine: CollectTests.testBasicBehavior, testUpstreamFinishesWithError,
    /// testUpstreamFinishesImmediatelyWithDemand, testUpstreamFinishesImmediatelyWithoutDemand,
    /// testCancelAlreadyCancelled, testRequestsUnlimitedThenSendsSubscription,
    /// testCollectReceiveValueBeforeSubscription, testCollectReceiveCompletionBeforeSubscription,
    /// testCollectCancelBeforeSubscription
    @Test func collect() {
        Self.checkBasic(name: "Collect", result: E.val([1, 2, 3, 4, 5])) { $0.collect() }
        Self.checkCommon(name: "Collect", emptyResult: E.val([Int]())) { $0.collect() }
    }

    /// OpenCombine: CountTests.testBasicBehavior, testUpstreamFinishesWithError,
    /// testUpstreamFinishesImmediatelyWithDemand, testUpstreamFinishesImmediatelyWithoutDemand,
    /// testCancelAlreadyCancelled, testRequestsUnlimitedThenSendsSubscription,
    /// testCountReceiveValueBeforeSubscription, testCountReceiveCompletionBeforeSubscription,
    /// testCountCancelBeforeSubscription
    @Test func count() {
        Self.checkBasic(name: "Count", result: E.val(5)) { $0.count() }
        Self.checkCommon(name: "Count", emptyResult: E.val(0)) { $0.count() }
    }

    /// OpenCombine: FirstTests.testFirstDemand (the result waits for demand; the upstream is
    /// cancelled when it is delivered)
    @Test func firstWaitsForDemand() {
        let harness = IntHarness<Int>(initial: nil) { $0.first() }
        #expect(harness.history == [E.sub("First")])
        #expect(harness.send(1) == .none)
        #expect(harness.send(2) == .none)
        #expect(harness.history == [E.sub("First")])
        harness.downstream.request(.unlimited)
        harness.downstream.request(.max(1))
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
        #expect(harness.history == [E.sub("First"), E.val(1), E.finished])
        harness.downstream.cancel()
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: FirstTests.testFirstFinishesAndReturnsFirstItem, testFirstFinishesWithError,
    /// testFirstFinishesImmediatelyWithDemand, testFirstFinishesImmediatelyWithoutDemand,
    /// testFirstRequestsUnlimitedThenSendsSubscription, testFirstReceiveValueBeforeSubscription,
    /// testFirstReceiveCompletionBeforeSubscription, testFirstCancelBeforeSubscription
    @Test func first() {
        let harness = IntHarness<Int>(initial: .max(3), onValue: .max(1)) { $0.first() }
        #expect(harness.send(25) == .none)
        harness.finish()
        #expect(harness.send(73) == .none)
        #expect(harness.history == [E.sub("First"), E.val(25), E.finished])
        Self.checkCommon(name: "First", emptyResult: nil) { $0.first() }
    }

    /// OpenCombine: FirstTests.testFirstWhereDemand, testFirstWhereFinishesAndReturnsFirstMatchingItem,
    /// testFirstWhereFinishesWithError (Apple describes its subscription as "TryFirst")
    @Test func firstWhere() {
        var calls = 0
        let harness = IntHarness<Int>(initial: nil) { $0.first { calls += 1; return $0 > 1 } }
        #expect(harness.history == [E.sub("TryFirst")])
        for value in 0 ... 3 { harness.send(value) }
        #expect(calls == 3)
        harness.downstream.request(.unlimited)
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
        #expect(harness.history == [E.sub("TryFirst"), E.val(2), E.finished])
        Self.checkCommon(name: "TryFirst", emptyResult: nil) { $0.first { $0 > 2 } }
    }

    /// OpenCombine: FirstTests.testTryFirstWhereDemand, testTryFirstWhereFinishesWhenErrorThrown
    @Test func tryFirstWhere() {
        Self.checkCommon(name: "TryFirstWhere", emptyResult: nil) { $0.tryFirst { $0 > 2 } }
        let harness = Harness<Int, TestError, Int, Error>(initial: nil) {
            $0.tryFirst { value in
                if value == 3 { throw TestError.oops }
                return false
            }
        }
        harness.send(1)
        harness.send(3)
        #expect(harness.history == [E.sub("TryFirstWhere"), E.failure("oops")])
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: LastTests.testLastFinishesAndReturnsLastItem, testLastFinishesWithError,
    /// testLastFinishesImmediatelyWithDemand, testLastFinishesImmediatelyWithoutDemand,
    /// testLastRequestsUnlimitedThenSendsSubscription, testLastCancelAlreadyCancelled
    @Test func last() {
        Self.checkBasic(name: "Last", result: E.val(5)) { $0.last() }
        Self.checkCommon(name: "Last", emptyResult: nil) { $0.last() }
    }

    /// OpenCombine: LastTests.testLastWhereDemand, testLastWhereFinishesAndReturnsLastMatchingItem,
    /// testLastWhereFinishesWithError, testTryLastWhereDemand, testTryLastWhereFinishesWhenErrorThrown
    @Test func lastWhere() {
        var calls = 0
        let harness = IntHarness<Int>(initial: nil) { $0.last { calls += 1; return $0 > 1 } }
        for value in [3, 2, 1, 0] { harness.send(value) }
        #expect(calls == 4)
        harness.downstream.request(.unlimited)
        #expect(harness.history == [E.sub("LastWhere")])
        harness.finish()
        #expect(harness.history == [E.sub("LastWhere"), E.val(2), E.finished])
        #expect(harness.upstream == [E.req(.unlimited)])
        Self.checkCommon(name: "LastWhere", emptyResult: nil) { $0.last { $0 > 1 } }
        Self.checkCommon(name: "TryLastWhere", emptyResult: nil) { $0.tryLast { $0 > 1 } }
        let throwing = Harness<Int, TestError, Int, Error>(initial: .unlimited) {
            $0.tryLast { value in
                if value == 3 { throw TestError.oops }
                return true
            }
        }
        throwing.send(1)
        throwing.send(3)
        #expect(throwing.history == [E.sub("TryLastWhere"), E.failure("oops")])
        #expect(throwing.upstream == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: ContainsTests.testContainsAllElementsNotSatisfyPredicate, testContainsContainsElementSatisfyingPredicate,
    /// testContainsUpstreamFinishesWithError, testContainsUpstreamFinishesImmediatelyWithDemand,
    /// testContainsUpstreamFinishesImmediatelyWithoutDemand, testContainsCancelAlreadyCancelled,
    /// testContainsRequestsUnlimitedThenSendsSubscription, testContainsReceiveValueBeforeSubscription,
    /// testContainsReceiveCompletionBeforeSubscription, testContainsCancelBeforeSubscription,
    /// testContainsWhereUpstreamFinishesWithError, testContainsWhereUpstreamFinishesImmediatelyWithDemand,
    /// testContainsWhereUpstreamFinishesImmediatelyWithoutDemand, testContainsWhereCancelAlreadyCancelled,
    /// testContainsWhereRequestsUnlimitedThenSendsSubscription, testContainsWhereReceiveValueBeforeSubscription,
    /// testContainsWhereReceiveCompletionBeforeSubscription, testContainsWhereCancelBeforeSubscription,
    /// testTryContainsWhereUpstreamFinishesWithError, testTryContainsWhereUpstreamFinishesImmediatelyWithDemand,
    /// testTryContainsWhereUpstreamFinishesImmediatelyWithWithoutDemand, testTryContainsWhereCancelAlreadyCancelled,
    /// testTryContainsWhereRequestsUnlimitedThenSendsSubscription, testTryContainsWhereReceiveValueBeforeSubscription,
    /// testTryContainsWhereReceiveCompletionBeforeSubscription, testTryContainsWhereCancelBeforeSubscription
    @Test func contains() {
        Self.checkBasic(name: "Contains", result: E.val(false)) { $0.contains(10) }
        Self.checkCommon(name: "Contains", emptyResult: E.val(false)) { $0.contains(10) }
        Self.checkCommon(name: "ContainsWhere", emptyResult: E.val(false)) { $0.contains { $0 > 10 } }
        Self.checkCommon(name: "TryContainsWhere", emptyResult: E.val(false)) { $0.tryContains { $0 > 10 } }
        let harness = IntHarness<Bool>(initial: .max(1)) { $0.contains(3) }
        harness.send(1)
        harness.send(3)
        #expect(harness.history == [E.sub("Contains"), E.val(true), E.finished])
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: AllSatisfyTests.testAllSatisfyAllElementsSatisfyPredicate,
    /// testAllSatisfyContainsElementNotSatisfyingPredicate,
    /// testAllSatisfyUpstreamFinishesWithError, testAllSatisfyUpstreamFinishesImmediatelyWithDemand,
    /// testAllSatisfyUpstreamFinishesImmediatelyWithoutDemand, testAllSatisfyCancelAlreadyCancelled,
    /// testAllSatisfyRequestsUnlimitedThenSendsSubscription, testAllSatisfyReceiveValueBeforeSubscription,
    /// testAllSatisfyReceiveCompletionBeforeSubscription, testAllSatisfyCancelBeforeSubscription,
    /// testTryAllSatisfyUpstreamFinishesWithError, testTryAllSatisfyUpstreamFinishesImmediatelyWithDemand,
    /// testTryAllSatisfyUpstreamFinishesImmediatelyWithoutDemand, testTryAllSatisfyCancelAlreadyCancelled,
    /// testTryAllSatisfyRequestsUnlimitedThenSendsSubscription, testTryAllSatisfyReceiveValueBeforeSubscription,
    /// testTryAllSatisfyReceiveCompletionBeforeSubscription, testTryAllSatisfyCancelBeforeSubscription
    @Test func allSatisfy() {
        Self.checkBasic(name: "AllSatisfy", result: E.val(true)) { $0.allSatisfy { $0 > 0 } }
        Self.checkCommon(name: "AllSatisfy", emptyResult: E.val(true)) { $0.allSatisfy { $0 > 0 } }
        Self.checkCommon(name: "TryAllSatisfy", emptyResult: E.val(true)) { $0.tryAllSatisfy { $0 > 0 } }
        let harness = IntHarness<Bool>(initial: .max(1)) { $0.allSatisfy { $0 > 0 } }
        harness.send(1)
        harness.send(-3)
        #expect(harness.history == [E.sub("AllSatisfy"), E.val(false), E.finished])
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: ComparisonTests.testComparisonBasicBehavior (the comparator's arguments:
    /// `(kept, new)` for max, `(new, kept)` for min), testComparisonUpstreamFinishesWithError,
    /// testComparisonUpstreamFinishesImmediatelyWithDemand, testComparisonUpstreamFinishesImmediatelyWithoutDemand,
    /// testComparisonCancelAlreadyCancelled, testTryComparisonBasicBehavior
    @Test func comparison() {
        for (isMax, result, calls) in [(true, 8, ["2,1", "2,4", "4,6", "4,15", "4,8", "8,12"]),
                                       (false, 1, ["1,2", "4,1", "6,1", "15,1", "8,1", "12,1"])] {
            var history: [String] = []
            let comparator = { (lhs: Int, rhs: Int) -> Bool in
                history.append("\(lhs),\(rhs)")
                return lhs.trailingZeroBitCount < rhs.trailingZeroBitCount
            }
            let harness = IntHarness<Int>(initial: .max(1)) { isMax ? $0.max(by: comparator) : $0.min(by: comparator) }
            for value in [2, 1, 4, 6, 15, 8, 12] { harness.send(value) }
            harness.finish()
            #expect(history == calls)
            #expect(harness.history == [E.sub("Comparison"), E.val(result), E.finished])
        }
        let plain = IntHarness<Int>(initial: .max(1)) { $0.max() }
        for value in [2, 1, 4, 6, 15, 8, 12] { plain.send(value) }
        plain.finish()
        #expect(plain.history == [E.sub("Comparison"), E.val(15), E.finished])
        Self.checkCommon(name: "Comparison", emptyResult: nil) { $0.min() }
        Self.checkCommon(name: "TryComparison", emptyResult: nil) { $0.tryMax(by: <) }
    }
}
