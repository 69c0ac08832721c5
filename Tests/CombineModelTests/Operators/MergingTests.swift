@testable import CombineModel
import Testing

/// `merge` and `combineLatest`: OpenCombine implements neither and has no tests of them, so these
/// check the model's own rules (Merging.swift) against Apple's documentation: merge "republishes
/// elements" of each upstream as they arrive and finishes when all have; combineLatest "publishes
/// a tuple of the most-recent element from each publisher" once each has sent one.
@Suite("merge, combineLatest")
struct MergingTests {
    @Test func mergeInterleavesAndFinishesWhenAllFinish() {
        let a = PassthroughSubject<Int, TestError>(), b = PassthroughSubject<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        a.merge(with: b).subscribe(tracker)
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        #expect(tracker.history == [E.sub("Merge"), E.val(1), E.val(2), E.val(3)])
        b.send(completion: .finished)
        #expect(tracker.history.last == E.finished)
    }

    @Test func mergeWaitsForDemandAndFailsAtOnce() {
        let a = TestPublisher<Int, TestError>(), b = TestPublisher<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.max(1))
        a.merge(with: b).subscribe(tracker)
        a.send(1)
        b.send(2)
        #expect(tracker.values == [1])
        tracker.subscription?.request(.max(1))
        #expect(tracker.values == [1, 2])
        let bSubscription = TestSubscription()
        let c = TestPublisher<Int, TestError>(), d = TestPublisher<Int, TestError>(bSubscription)
        let failing = Tracker<Int, TestError>(.unlimited)
        c.merge(with: d).subscribe(failing)
        c.send(completion: .failure(.oops))
        #expect(failing.history == [E.sub("Merge"), E.failure("oops")])
        #expect(bSubscription.history == [E.req(.unlimited), E.cancelled])
    }

    @Test func mergeMany() {
        var out: [Int] = []
        _ = Publishers.MergeMany([1].publisher, [2].publisher, [3].publisher).sink { out.append($0) }
        _ = [4].publisher.merge(with: [5].publisher, [6].publisher).sink { out.append($0) }
        #expect(out == [1, 2, 3, 4, 5, 6])
    }

    @Test func combineLatestWaitsForBothThenPairsTheLatest() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var out: [String] = []
        let cancellable = a.combineLatest(b).sink { out.append("\($0.0)\($0.1)") }
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        b.send("y")
        #expect(out == ["2x", "3x", "3y"])
        cancellable.cancel()
    }

    @Test func combineLatestCoalescesWithoutDemand() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let tracker = Tracker<Int, Never>(.max(1))
        a.combineLatest(b) { $0 + $1 }.subscribe(tracker)
        a.send(1)
        b.send(10)
        a.send(2)
        a.send(3)
        #expect(tracker.values == [11])
        tracker.subscription?.request(.max(1))
        #expect(tracker.values == [11, 13])
    }

    @Test func combineLatestFinishing() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        let tracker = Tracker<Int, Never>(.unlimited)
        a.combineLatest(b).map { $0 + $1 }.subscribe(tracker)
        a.send(completion: .finished)
        #expect(tracker.history == [E.sub("CombineLatest"), E.finished], "an upstream that finishes with no value ends it")
        let c = PassthroughSubject<Int, Never>(), d = PassthroughSubject<Int, Never>()
        let second = Tracker<Int, Never>(.unlimited)
        c.combineLatest(d, { $0 * $1 }).subscribe(second)
        c.send(2)
        c.send(completion: .finished)
        d.send(5)
        d.send(completion: .finished)
        #expect(second.history == [E.sub("CombineLatest"), E.val(10), E.finished])
    }
}
