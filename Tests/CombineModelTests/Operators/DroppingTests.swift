@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/DropTests.swift, DropWhileTests.swift, PrefixWhileTests.swift
/// and OutputTests.swift.
@Suite("dropFirst, drop(while:), prefix(while:), prefix, output")
struct DroppingTests {
    /// OpenCombine: DropTests.testDroppingTwoElements
    @Test func droppingTwo() {
        let harness = IntHarness<Int>(initial: .max(42), onValue: .max(3)) { $0.dropFirst(2) }
        #expect(harness.history == [E.sub("Drop")])
        #expect(harness.upstream == [E.req(.max(44))])
        #expect([1, 2, 3, 4, 5].map { harness.send($0) } == [.none, .none, .max(3), .max(3), .max(3)])
        harness.finish()
        harness.finish()
        harness.fail(.oops)
        #expect(harness.history == [E.sub("Drop"), E.val(3), E.val(4), E.val(5), E.finished, E.finished, E.failure("oops")])
        #expect(harness.upstream == [E.req(.max(44))])
    }

    /// OpenCombine: DropTests.testDroppingNothing
    @Test func droppingNothing() {
        let harness = IntHarness<Int>(initial: nil, onValue: .max(1)) { $0.dropFirst(0) }
        #expect(harness.upstream == [])
        harness.downstream.request(.max(42))
        #expect(harness.upstream == [E.req(.max(42))])
        #expect([1, 2, 3].map { harness.send($0) } == [.max(1), .max(1), .max(1)])
        harness.fail(.oops)
        #expect(harness.history == [E.sub("Drop"), E.val(1), E.val(2), E.val(3), E.failure("oops")])
    }

    /// OpenCombine: DropTests.testReceiveSubscriptionTwice, testCancelAlreadyCancelled,
    /// testRequestsFromUpstreamThenSendsSubscriptionDownstream, testLateSubscription,
    /// testDropCancelBeforeSubscription
    @Test func dropSubscriptions() {
        let harness = IntHarness<Int>(initial: .max(2)) { $0.dropFirst() }
        #expect(harness.upstream == [E.req(.max(3))])
        let second = TestSubscription()
        harness.publisher.send(subscription: second)
        #expect(second.history == [E.cancelled])
        harness.publisher.send(subscription: harness.subscription)
        #expect(harness.upstream == [E.req(.max(3)), E.cancelled])
        let cancelled = IntHarness<Int>(initial: nil) { $0.dropFirst() }
        #expect(cancelled.upstream == [E.req(.max(1))])
        cancelled.downstream.cancel()
        cancelled.downstream.request(.unlimited)
        cancelled.downstream.cancel()
        #expect(cancelled.upstream == [E.req(.max(1)), E.cancelled])
        // The downstream has the subscription before the upstream's arrives; demand waits for it.
        let late = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>(.max(10))
        late.dropFirst(4).subscribe(tracker)
        #expect(tracker.history == [E.sub("Drop")])
        let subscription = TestSubscription()
        late.send(subscription: subscription)
        #expect(subscription.history == [E.req(.max(14))])
        #expect(historyAfterCancellingBeforeSubscription { $0.dropFirst(0) } == [])
    }

    /// OpenCombine: DropTests.testReusableSubscription (a completion readies it for another
    /// upstream subscription, with the demand kept meanwhile)
    @Test func dropIsReusable() {
        let harness = IntHarness<Int>(initial: nil, onValue: .max(3)) { $0.dropFirst(3) }
        #expect(harness.upstream == [E.req(.max(3))])
        harness.finish()
        harness.downstream.cancel()
        harness.downstream.request(.max(312))
        harness.downstream.request(.max(100))
        #expect(harness.send(1) == .none)
        #expect(harness.send(2) == .none)
        #expect(harness.upstream == [E.req(.max(3))])
        let second = TestSubscription()
        harness.publisher.send(subscription: second)
        #expect(second.history == [E.req(.max(413))])
        #expect(harness.send(3) == .none)
        #expect(harness.send(4) == .max(3))
        #expect(harness.history == [E.sub("Drop"), E.finished, E.val(4)])
    }

    /// OpenCombine: DropTests.testDropReceiveValueBeforeSubscription, testDropReceiveCompletionBeforeSubscription
    @Test func dropBeforeTheSubscription() {
        let publisher = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>(onValue: { _ in .max(42) })
        publisher.dropFirst(0).subscribe(tracker)
        #expect(publisher.send(0) == .max(42))
        publisher.send(completion: .finished)
        #expect(tracker.history == [E.sub("Drop"), E.val(0), E.finished])
    }

    /// OpenCombine: DropWhileTests.testDropWhileBasicBehavior, testTryDropWhileBasicBehavior
    @Test(arguments: [false, true])
    func dropWhile(throwing: Bool) {
        var calls = 0
        let predicate: (Int) -> Bool = { calls += 1; return $0.isMultiple(of: 2) }
        let name = throwing ? "TryDropWhile" : "DropWhile"
        let harness = Harness<Int, TestError, Int, Error>(initial: .unlimited) {
            throwing ? $0.tryDrop(while: predicate).eraseToAnyPublisher()
                : $0.drop(while: predicate).mapError { $0 as Error }.eraseToAnyPublisher()
        }
        #expect([2, 4, 6, 7, 8, 9].map { harness.send($0) } == [.max(1), .max(1), .max(1), .none, .none, .none])
        harness.finish()
        #expect(harness.send(10) == .none)
        #expect(harness.history == [E.sub(name), E.val(7), E.val(8), E.val(9), E.finished])
        #expect(calls == 4)
    }

    /// OpenCombine: DropWhileTests.testDropWhileDemand, testDropWhileCompletion,
    /// testDropWhileCancelAlreadyCancelled, testDropWhileReceiveValueBeforeSubscription,
    /// testDropWhileReceiveCompletionBeforeSubscription, testDropWhileCancelBeforeSubscription
    @Test func dropWhileDemand() {
        let harness = IntHarness<Int>(initial: .max(42), onValue: .max(4)) { $0.drop { $0.isMultiple(of: 2) } }
        #expect(harness.send(0) == .max(1))
        #expect(harness.send(2) == .max(1))
        harness.downstream.request(.max(95))
        #expect(harness.send(3) == .max(4))
        #expect(harness.send(7) == .max(4))
        harness.downstream.cancel()
        harness.downstream.cancel()
        harness.downstream.request(.max(50))
        #expect(harness.upstream == [E.req(.max(42)), E.req(.max(95)), E.cancelled])
        #expect(harness.send(8) == .none)
        let late = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>(onValue: { _ in .max(42) })
        late.drop { _ in false }.subscribe(tracker)
        #expect(late.send(0) == .none)
        late.send(completion: .finished)
        #expect(tracker.history == [])
        #expect(historyAfterCancellingBeforeSubscription { $0.drop { _ in false } } == [])
    }

    /// OpenCombine: DropWhileTests.testTryDropWhileFailureBecauseOfThrow, testTryDropWhileFailureOnCompletion,
    /// testTryDropWhileSuccess
    @Test func tryDropWhileThrows() {
        var calls = 0
        let harness = Harness<Int, TestError, Int, Error>(initial: .unlimited) {
            $0.tryDrop { value in
                calls += 1
                if value == 100 { throw TestError("too much") }
                return value.isMultiple(of: 2)
            }
        }
        #expect([2, 4, 100, 9, 8].map { harness.send($0) } == [.max(1), .max(1), .none, .none, .none])
        harness.finish()
        #expect(harness.history == [E.sub("TryDropWhile"), E.failure("too much")])
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
        #expect(calls == 3)
    }

    /// OpenCombine: PrefixWhileTests.testPrefixWhileBasicBehavior, testPrefixWhileUpstreamFinishesImmediately,
    /// testPrefixWhileUpstreamFinishesWithError, testPrefixWhileNoDemand, testPrefixWhileCancelAlreadyCancelled,
    /// testPrefixWhileCancelBeforeSubscription, testPrefixWhileReceiveSubscriptionTwice
    @Test func prefixWhile() {
        var calls = 0
        FilteringTests.checkStrict(name: "PrefixWhile", input: [(1, .max(4)), (2, .max(4)), (3, .max(4)), (4, .none), (5, .none)],
                                   output: [1, 2, 3]) { $0.prefix { calls += 1; return $0 < 4 } }
        let harness = IntHarness<Int>(initial: .max(2), onValue: .max(4)) { $0.prefix { $0 < 4 } }
        harness.send(1)
        harness.send(4)
        #expect(harness.upstream == [E.req(.max(2)), E.cancelled])
    }

    /// OpenCombine: PrefixWhileTests.testTryPrefixWhileBasicBehavior, testTryPrefixWhileCompletesWithErrorWhenThrown
    @Test func tryPrefixWhile() {
        FilteringTests.checkStrict(name: "TryPrefixWhile", input: [(1, .max(4)), (2, .max(4)), (4, .none)],
                                   output: [1, 2]) { $0.tryPrefix { $0 < 4 } }
        let harness = Harness<Int, TestError, Int, Error>(initial: .max(2), onValue: .max(4)) {
            $0.tryPrefix { value in
                if value == 3 { throw TestError.oops }
                return true
            }
        }
        #expect(harness.send(1) == .max(4))
        #expect(harness.send(3) == .none)
        #expect(harness.history == [E.sub("TryPrefixWhile"), E.val(1), E.failure("oops")])
        #expect(harness.upstream == [E.req(.max(2)), E.cancelled])
    }

    /// OpenCombine: OutputTests.testPrefixOperatorCorrectlyTranslatesToCountableRange,
    /// testOutputAtOperatorCorrectlyTranslatesToCountableRange, testOutputInOperatorCorrectlyTranslatesToCountableRange
    @Test func outputRanges() {
        let publisher = Empty<Void, Never>()
        #expect(publisher.prefix(89).range == 0 ..< 89)
        #expect(publisher.prefix(0).range == 0 ..< 0)
        #expect(publisher.output(at: 89).range == 89 ..< 90)
        #expect(publisher.output(in: ..<8).range == 0 ..< 8)
        #expect(publisher.output(in: ...8).range == 0 ..< 9)
        #expect(publisher.output(in: 8...).range == 8 ..< .max)
        #expect(publisher.output(in: 4 ... 5).range == 4 ..< 6)
    }

    /// OpenCombine: OutputTests.testBasicBehavior
    @Test func outputInARange() {
        let harness = IntHarness<Int>(initial: nil, onValue: .max(42)) { $0.output(in: 3 ..< 7) }
        var upstreamAtFinish: [String] = []
        harness.tracker.onCompletion = { _ in upstreamAtFinish = harness.upstream }
        #expect([1, 2, 3].map { harness.send($0) } == [.max(1), .max(1), .max(1)])
        #expect(harness.history == [E.sub("Output")])
        harness.downstream.request(.max(31))
        harness.downstream.request(.max(32))
        #expect([4, 5, 6, 7, 8, 9].map { harness.send($0) } == [.max(42), .max(42), .max(42), .max(42), .none, .none])
        #expect(harness.history == [E.sub("Output"), E.val(4), E.val(5), E.val(6), E.val(7), E.finished])
        #expect(upstreamAtFinish == [E.req(.max(31)), E.req(.max(32)), E.cancelled])
        harness.downstream.request(.max(33))
        harness.downstream.cancel()
        #expect(harness.upstream == [E.req(.max(31)), E.req(.max(32)), E.cancelled])
    }

    /// OpenCombine: OutputTests.testSendValuesAfterCompletion, testSendValuesBeforeSubscription,
    /// testCancelAlreadyCancelled, testOutputReceiveSubscriptionTwice, testOutputCancelBeforeSubscription,
    /// testOutputReceiveCompletionBeforeSubscription
    @Test func outputCountsInEveryState() {
        let harness = IntHarness<Int>(initial: nil, onValue: .max(2)) { $0.output(in: 1 ..< 3) }
        harness.fail(.oops)
        harness.finish()
        #expect([1, 2, 3, 4, 5].map { harness.send($0) } == [.max(1), .max(2), .max(2), .none, .none])
        #expect(harness.history == [E.sub("Output"), E.failure("oops"), E.val(2), E.val(3)])
        #expect(harness.upstream == [])
        let late = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>(onValue: { _ in .max(42) })
        late.output(in: 1 ..< 3).subscribe(tracker)
        late.send(completion: .failure(.oops))
        #expect([1, 2, 3, 4, 5].map { late.send($0) } == [.max(1), .max(42), .max(42), .none, .none])
        late.send(completion: .finished)
        #expect(tracker.history == [E.val(2), E.val(3)])
        late.send(subscription: TestSubscription())
        #expect(late.send(6) == .none)
        late.send(completion: .finished)
        #expect(tracker.history == [E.val(2), E.val(3), E.sub("Output"), E.finished])
        #expect(historyAfterCancellingBeforeSubscription { $0.output(in: 0 ..< 3) } == [])
    }
}
