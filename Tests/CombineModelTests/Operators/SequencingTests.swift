@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/ConcatenateTests.swift and CollectByCountTests.swift.
@Suite("append, prepend, collect(_:)")
struct SequencingTests {
    /// OpenCombine: ConcatenateTests.testAppendBasicBehavior (the prefix's unmet demand is asked of
    /// the suffix; a second subscription after the end is cancelled)
    @Test func append() {
        let first = TestSubscription(), second = TestSubscription()
        let prefix = TestPublisher<Int, TestError>(first), suffix = TestPublisher<Int, TestError>(second)
        let tracker = Tracker<Int, TestError>(.max(10), onValue: { .max($0) })
        prefix.append(suffix).subscribe(tracker)
        #expect(tracker.history == [E.sub("Concatenate")])
        #expect(first.history == [E.req(.max(10))] && second.history == [])
        #expect([prefix.send(1), suffix.send(-1), prefix.send(2), suffix.send(-2), prefix.send(3)] == [.max(1), .none, .max(2), .none, .max(3)])
        suffix.send(completion: .failure(.oops))
        prefix.send(completion: .finished)
        #expect(second.history == [E.req(.max(13))])
        #expect(prefix.send(4000) == .none)
        #expect(suffix.send(5) == .max(5))
        suffix.send(completion: .finished)
        suffix.send(completion: .finished)
        suffix.send(completion: .failure(.oops))
        #expect(suffix.send(7) == .none)
        #expect(tracker.history == [E.sub("Concatenate"), E.val(1), E.val(2), E.val(3), E.val(5), E.finished])
        let third = TestSubscription()
        suffix.send(subscription: third)
        #expect(third.history == [E.cancelled])
    }

    /// OpenCombine: ConcatenateTests.testSecondCompletion, testPrefixFailureFailsDownstream
    @Test func completions() {
        let first = TestSubscription(), second = TestSubscription()
        let prefix = TestPublisher<Int, TestError>(first), suffix = TestPublisher<Int, TestError>(second)
        let tracker = Tracker<Int, TestError>(.max(10))
        prefix.append(suffix).subscribe(tracker)
        prefix.send(completion: .finished)
        prefix.send(completion: .finished)
        #expect(second.history == [E.req(.max(10))])
        suffix.send(completion: .finished)
        #expect(tracker.history == [E.sub("Concatenate"), E.finished])
        let failingPrefix = TestPublisher<Int, TestError>(), untouched = TestSubscription()
        let otherSuffix = TestPublisher<Int, TestError>(untouched)
        let second2 = Tracker<Int, TestError>(.max(10))
        failingPrefix.append(otherSuffix).subscribe(second2)
        failingPrefix.send(completion: .failure(.oops))
        #expect(failingPrefix.send(2) == .none)
        #expect(second2.history == [E.sub("Concatenate"), E.failure("oops")])
        #expect(untouched.history == [])
    }

    /// OpenCombine: ConcatenateTests.testConcatenateTwoSequences
    @Test func twoSequences() {
        let first = sequence(first: 1) { $0 > 20 ? nil : $0 * 2 }.publisher
        let second = (33 ..< 40).publisher
        var appended: [Int] = [], prepended: [Int] = []
        _ = first.append(second).sink { appended.append($0) }
        _ = second.prepend(first).sink { prepended.append($0) }
        #expect(appended == [1, 2, 4, 8, 16, 32, 33, 34, 35, 36, 37, 38, 39])
        #expect(prepended == appended)
        var elements: [Int] = []
        _ = Just(5).prepend(1, 2, 3, 4).append(6, 7).sink { elements.append($0) }
        #expect(elements == [1, 2, 3, 4, 5, 6, 7])
    }

    /// OpenCombine: ConcatenateTests.testBackpressure (requests made while the suffix subscribes
    /// are added to what it is asked for)
    @Test func backpressure() {
        let first = TestSubscription(), second = TestSubscription()
        let prefix = TestPublisher<Int, TestError>(first), suffix = TestPublisher<Int, TestError>(second)
        let tracker = Tracker<Int, TestError>(.max(10), onValue: { .max($0) })
        suffix.willSubscribe = { tracker.subscription?.request(.max(7)) }
        prefix.append(suffix).subscribe(tracker)
        #expect(prefix.send(3) == .max(3))
        prefix.send(completion: .finished)
        #expect(second.history == [E.req(.max(19))])
        tracker.subscription?.request(.unlimited)
        #expect(second.history == [E.req(.max(19)), E.req(.unlimited)])
    }

    /// OpenCombine: CollectByCountTests.testBasicBehavior (asks for count × demand; what is left
    /// goes before the finish)
    @Test func collectByCount() {
        let harness = IntHarness<[Int]>(initial: .max(2), onValue: .max(3)) { $0.collect(4) }
        #expect(harness.upstream == [E.req(.max(8))])
        #expect(harness.history == [E.sub("CollectByCount")])
        #expect((1 ... 10).map { harness.send($0) } == [.none, .none, .none, .max(12), .none, .none, .none, .max(12), .none, .none])
        harness.finish()
        #expect(harness.history == [E.sub("CollectByCount"), E.val([1, 2, 3, 4]), E.val([5, 6, 7, 8]), E.val([9, 10]), E.finished])
    }

    /// OpenCombine: CollectByCountTests.testFinishWithEmptyBuffer, testFailureWithEmptyBuffer,
    /// testFailureWithNonEmptyBuffer, testCancelThenFinish
    @Test func collectByCountEnds() {
        let finished = IntHarness<[Int]>(initial: .unlimited, onValue: .max(3)) { $0.collect(4) }
        for value in 1 ... 4 { finished.send(value) }
        finished.finish()
        finished.finish()
        #expect((5 ... 8).map { finished.send($0) } == [.none, .none, .none, .none])
        #expect(finished.history == [E.sub("CollectByCount"), E.val([1, 2, 3, 4]), E.finished, E.finished])
        let failed = IntHarness<[Int]>(initial: .unlimited, onValue: .max(3)) { $0.collect(4) }
        failed.send(1)
        failed.send(2)
        failed.fail(.oops)
        failed.fail(.oops)
        #expect(failed.history == [E.sub("CollectByCount"), E.failure("oops"), E.failure("oops")])
        let cancelled = IntHarness<[Int]>(initial: .unlimited) { $0.collect(4) }
        cancelled.send(1)
        cancelled.downstream.cancel()
        cancelled.finish()
        #expect(cancelled.history == [E.sub("CollectByCount"), E.finished])
        #expect(cancelled.upstream == [E.req(.unlimited), E.cancelled])
    }
}
