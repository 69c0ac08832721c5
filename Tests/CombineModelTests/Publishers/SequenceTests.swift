@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/SequenceTests.swift.
@Suite("Sequence publisher")
struct SequenceTests {
    /// A sequence that counts how often it is iterated, described as "Counter".
    struct Counter: Sequence, CustomStringConvertible {
        let upperBound: Int
        var description: String { "Counter" }
        func makeIterator() -> AnyIterator<Int> {
            var next = 0
            return AnyIterator { defer { next += 1 }; return next < upperBound ? next : nil }
        }
    }

    /// OpenCombine: SequenceTests.testEmptySequence
    @Test func emptySequenceFinishesAtOnce() {
        let tracker = Tracker<Int, Never>()
        Counter(upperBound: 0).publisher.subscribe(tracker)
        #expect(tracker.history == [E.sub("Empty"), E.finished])
    }

    /// OpenCombine: SequenceTests.testSequenceNoInitialDemand: the subscription is described by the
    /// sequence while it has elements left, then as "Sequence".
    @Test func sequenceSendsAsDemandAllows() {
        let tracker = Tracker<Int, Never>()
        Counter(upperBound: 10).publisher.subscribe(tracker)
        #expect(tracker.history == [E.sub("Counter")])
        tracker.subscription?.request(.max(3))
        #expect(tracker.values == [0, 1, 2])
        tracker.subscription?.request(.max(5))
        #expect(tracker.values == [0, 1, 2, 3, 4, 5, 6, 7])
        #expect("\(tracker.subscription!)" == "Counter")
        tracker.subscription?.request(.max(2))
        #expect(tracker.values == Array(0 ..< 10))
        #expect(tracker.history.last == E.finished)
        #expect("\(tracker.subscription!)" == "Sequence")
    }

    /// OpenCombine: SequenceTests.testSequenceInitialDemand
    @Test func demandReturnedForValues() {
        let tracker = Tracker<Int, Never>(.max(1), onValue: { $0 > 3 || $0 == 0 ? .none : .max(2) })
        Counter(upperBound: 10).publisher.subscribe(tracker)
        #expect(tracker.values == [0])
        tracker.subscription?.request(.max(1))
        #expect(tracker.values == [0, 1, 2, 3, 4, 5, 6, 7])
    }

    /// OpenCombine: SequenceTests.testCancelOnSubscription, testCancelOnValue
    @Test func cancellingStops() {
        let onSubscription = Tracker<Int, Never>()
        onSubscription.onSubscribe = { $0.request(.max(1)); $0.cancel() }
        Counter(upperBound: 3).publisher.subscribe(onSubscription)
        onSubscription.subscription?.request(.max(1))
        #expect(onSubscription.values == [0])
        let onValue = Tracker<Int, Never>(.unlimited)
        onValue.onValue = { _ in onValue.subscription?.cancel(); return .unlimited }
        Counter(upperBound: 3).publisher.subscribe(onValue)
        #expect(onValue.history == [E.sub("Counter"), E.val(0)])
    }

    /// OpenCombine: SequenceTests.testPublishesCorrectValues, testRecursion
    @Test func recursiveRequests() {
        var history: [Int] = []
        _ = (1 ... 5).publisher.sink { history.append($0) }
        #expect(history == [1, 2, 3, 4, 5])
        let tracker = Tracker<Int, Never>(.max(1))
        tracker.onValue = { _ in tracker.subscription?.request(.max(1)); return .none }
        (1 ... 5).publisher.subscribe(tracker)
        #expect(tracker.values == [1, 2, 3, 4, 5])
    }
}
