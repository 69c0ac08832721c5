@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/FilterTests.swift, CompactMapTests.swift,
/// RemoveDuplicatesTests.swift and IgnoreOutputTests.swift.
@Suite("filter, compactMap, removeDuplicates, ignoreOutput")
struct FilteringTests {
    /// An operator with a subscription of its own that keeps to its state (OpenCombine's
    /// FilterTests.testBasicBehavior, testUpstreamFinishesImmediately, testUpstreamFinishesWithError,
    /// testCancelAlreadyCancelled, testNoDemand; testCancelBeforeSubscription,
    /// testReceiveSubscriptionTwice in CommonTests).
    static func checkStrict<P: Publisher>(name: String, input: [(Int, Subscribers.Demand)], output: [Int],
                                          _ makeOperator: (TestPublisher<Int, TestError>) -> P) where P.Output == Int {
        let basic = Harness(initial: .max(2), onValue: .max(4), makeOperator)
        #expect(basic.upstream == [E.req(.max(2))])
        for (value, demand) in input { #expect(basic.send(value) == demand, "\(value)") }
        basic.finish()
        basic.fail(.oops)
        #expect(basic.history == [E.sub(name)] + output.map(E.val) + [E.finished])
        // After a completion nothing more counts.
        let finished = Harness(initial: .max(3), onValue: .max(10), makeOperator)
        finished.finish()
        finished.fail(.oops)
        #expect(finished.send(73) == .none)
        #expect(finished.history == [E.sub(name), E.finished])
        let failed = Harness(initial: .max(3), onValue: .max(10), makeOperator)
        failed.fail(.oops)
        failed.fail(.oops)
        #expect(failed.send(73) == .none)
        failed.finish()
        #expect(failed.history == [E.sub(name), E.failure("oops")])
        // A cancellation is passed on once; later requests are not.
        let cancelled = Harness(initial: .unlimited, makeOperator)
        cancelled.downstream.cancel()
        #expect(cancelled.send(42) == .none)
        cancelled.finish()
        cancelled.downstream.request(.unlimited)
        cancelled.downstream.cancel()
        #expect(cancelled.upstream == [E.req(.unlimited), E.cancelled])
        #expect(cancelled.history == [E.sub(name)])
        // A second subscription is cancelled.
        let twice = Harness(initial: nil, makeOperator)
        let second = TestSubscription()
        twice.publisher.send(subscription: second)
        #expect(second.history == [E.cancelled])
        twice.publisher.send(subscription: twice.subscription)
        #expect(twice.upstream == [E.cancelled])
        twice.downstream.cancel()
        #expect(twice.upstream == [E.cancelled, E.cancelled])
        // Cancelled before its subscription, it cancels the subscription when it comes.
        #expect(historyAfterCancellingBeforeSubscription(makeOperator) == [E.cancelled])
    }

    /// OpenCombine: FilterTests.testFilterBasicBehavior, testFilterUpstreamFinishesImmediately,
    /// testFilterUpstreamFinishesWithError (a pass-through: completions and values after them pass)
    @Test func filter() {
        var calls = 0
        let harness = IntHarness<Int>(initial: .max(2), onValue: .max(4)) { $0.filter { calls += 1; return $0.isMultiple(of: 2) } }
        #expect(harness.upstream == [E.req(.max(2))])
        #expect([1, 2, 3, 4, 5].map { harness.send($0) } == [.max(1), .max(4), .max(1), .max(4), .max(1)])
        harness.finish()
        harness.fail(.oops)
        #expect(harness.send(6) == .max(4))
        #expect(harness.history == [E.sub("TestSubscription"), E.val(2), E.val(4), E.finished, E.failure("oops"), E.val(6)])
        #expect(calls == 6)
    }

    /// OpenCombine: FilterTests.testFilterDemand, testFilterNoDemand, testFilterCancelAlreadyCancelled
    @Test func filterDemand() {
        let harness = IntHarness<Int>(initial: .max(5), onValue: .max(3)) { $0.filter { $0 >= 0 } }
        #expect(harness.send(-1) == .max(1))
        #expect(harness.send(1) == .max(3))
        harness.downstream.request(.max(15))
        harness.downstream.cancel()
        harness.downstream.cancel()
        harness.downstream.request(.max(3))
        #expect(harness.upstream == [E.req(.max(5)), E.req(.max(15)), E.cancelled, E.cancelled, E.req(.max(3))])
        #expect(harness.send(8) == .max(3))
    }

    /// OpenCombine: FilterTests.testFilterOperatorSpecializationForFilter, testTryFilterOperatorSpecializationForFilter,
    /// testFilterOperatorSpecializationForTryFilter, testTryFilterOperatorSpecializationForTryFilter
    @Test func filtersFuse() throws {
        var calls = 0
        let harness = IntHarness<Int>(initial: .max(10), onValue: .max(16)) {
            $0.filter { calls += 1; return $0.isMultiple(of: 2) }.filter { calls += 1; return $0.isMultiple(of: 3) }
        }
        #expect((1 ... 10).map { harness.send($0) } == [1, 1, 1, 1, 1, 16, 1, 1, 1, 1].map { Subscribers.Demand.max($0) })
        #expect(harness.history == [E.sub("TestSubscription"), E.val(6)])
        #expect(calls == 15)
        let fused = TestPublisher<Int, TestError>().filter { $0 > 0 }.tryFilter { $0 < 10 }
        #expect(try fused.isIncluded(5))
    }

    /// OpenCombine: FilterTests.testTryFilterBasicBehavior, testTryFilterUpstreamFinishesImmediately,
    /// testTryFilterUpstreamFinishesWithError, testTryFilterNoDemand, testTryFilterCancelAlreadyCancelled,
    /// testTryFilterCancelBeforeSubscription, testTryFilterReceiveSubscriptionTwice
    @Test func tryFilter() {
        Self.checkStrict(name: "TryFilter", input: (1 ... 9).map { ($0, $0.isMultiple(of: 2) ? .max(4) : .max(1)) },
                         output: [2, 4, 6, 8]) { $0.tryFilter { $0.isMultiple(of: 2) } }
    }

    /// OpenCombine: FilterTests.testTryFilterCompletesWithErrorWhenThrown
    @Test func tryFilterThrows() {
        var calls = 0
        let harness = Harness<Int, TestError, Int, Error>(initial: .max(3), onValue: .max(42)) {
            $0.tryFilter { value in
                calls += 1
                if value == 5 { throw TestError.oops }
                return value.isMultiple(of: 2)
            }
        }
        #expect([1, 2, 3, 4].map { harness.send($0) } == [.max(1), .max(42), .max(1), .max(42)])
        #expect(harness.send(5) == .none)
        #expect(harness.upstream == [E.req(.max(3)), E.cancelled])
        #expect(harness.send(6) == .none)
        harness.finish()
        harness.downstream.request(.max(1000))
        harness.downstream.cancel()
        #expect(harness.history == [E.sub("TryFilter"), E.val(2), E.val(4), E.failure("oops")])
        #expect(harness.upstream == [E.req(.max(3)), E.cancelled])
        #expect(calls == 5)
    }

    /// OpenCombine: CompactMapTests.testCompactMapBasicBehavior, testCompactMapUpstreamFinishesImmediately,
    /// testCompactMapUpstreamFinishesWithError, testCompactMapDemand, testCompactMapCancelAlreadyCancelled
    @Test func compactMap() {
        var calls = 0
        let harness = Harness<String, TestError, Int, TestError>(initial: .max(2), onValue: .max(4)) {
            $0.compactMap { calls += 1; return Int($0) }
        }
        #expect(["1", "2", "a", "6", "b", "b", "12.4"].map { harness.send($0) } ==
                [.max(4), .max(4), .max(1), .max(4), .max(1), .max(1), .max(1)])
        harness.finish()
        harness.fail(.oops)
        #expect(harness.send("42") == .max(4))
        #expect(harness.history == [E.sub("TestSubscription"), E.val(1), E.val(2), E.val(6), E.finished, E.failure("oops"), E.val(42)])
        #expect(calls == 8)
    }

    /// OpenCombine: CompactMapTests.testTryCompactMapBasicBehavior, testTryCompactMapUpstreamFinishesImmediately,
    /// testTryCompactMapUpstreamFinishesWithError, testTryCompactMapNoDemand,
    /// testTryCompactMapCancelAlreadyCancelled
    @Test func tryCompactMap() {
        Self.checkStrict(name: "TryCompactMap", input: [(1, .max(4)), (-2, .max(1)), (6, .max(4)), (-7, .max(1))],
                         output: [1, 6]) { $0.tryCompactMap { $0 > 0 ? $0 : nil } }
    }

    /// OpenCombine: CompactMapTests.testTryCompactMapFailureBecauseOfThrow
    @Test func tryCompactMapThrows() {
        var calls = 0
        let harness = Harness<String, TestError, Int, Error>(initial: .max(3), onValue: .max(10)) {
            $0.tryCompactMap { value -> Int? in
                calls += 1
                if value == "throw" { throw TestError.oops }
                return Int(value)
            }
        }
        #expect(harness.send("2") == .max(10))
        #expect(harness.send("3") == .max(10))
        #expect(harness.send("throw") == .none)
        #expect(harness.send("9") == .none)
        harness.finish()
        #expect(harness.history == [E.sub("TryCompactMap"), E.val(2), E.val(3), E.failure("oops")])
        #expect(harness.upstream == [E.req(.max(3)), E.cancelled])
        #expect(calls == 3)
    }

    /// OpenCombine: RemoveDuplicatesTests.testRemoveDuplicatesBasicBehavior (three predicates),
    /// testRemoveDuplicatesUpstreamFinishesImmediately, testRemoveDuplicatesUpstreamFinishesWithError,
    /// testRemoveDuplicatesNoDemand, testRemoveDuplicatesCancelAlreadyCancelled,
    /// testRemoveDuplicatesCancelBeforeSubscription, testRemoveDuplicatesReceiveSubscriptionTwice
    @Test func removeDuplicates() {
        let values = [1, 2, 2, 50, 30, 10, -1, 51, 52]
        Self.checkStrict(name: "RemoveDuplicates", input: zip(values, [4, 4, 1, 4, 1, 1, 1, 4, 4]).map { ($0, .max($1)) },
                         output: [1, 2, 50, 51, 52]) { $0.removeDuplicates(by: >=) }
        Self.checkStrict(name: "RemoveDuplicates", input: zip(values, [4, 4, 4, 4, 1, 1, 1, 4, 4]).map { ($0, .max($1)) },
                         output: [1, 2, 2, 50, 51, 52]) { $0.removeDuplicates(by: >) }
        Self.checkStrict(name: "RemoveDuplicates", input: zip(values, [4, 4, 1, 4, 4, 4, 4, 4, 4]).map { ($0, .max($1)) },
                         output: [1, 2, 50, 30, 10, -1, 51, 52]) { $0.removeDuplicates() }
    }

    /// OpenCombine: RemoveDuplicatesTests.testRemoveDuplicatesDemand
    @Test func removeDuplicatesDemand() {
        let harness = IntHarness<Int>(initial: .max(5), onValue: .max(3)) { $0.removeDuplicates() }
        #expect(harness.send(1) == .max(3))
        #expect(harness.send(3) == .max(3))
        #expect(harness.send(3) == .max(1))
        harness.downstream.request(.max(15))
        harness.downstream.cancel()
        harness.downstream.cancel()
        harness.downstream.request(.max(3))
        #expect(harness.upstream == [E.req(.max(5)), E.req(.max(15)), E.cancelled])
    }

    /// OpenCombine: RemoveDuplicatesTests.testTryRemoveDuplicatesBasicBehavior,
    /// testTryRemoveDuplicatesCompletesWithErrorWhenThrown
    @Test func tryRemoveDuplicates() {
        let values = [1, 2, 2, 50, 30]
        Self.checkStrict(name: "TryRemoveDuplicates", input: zip(values, [4, 4, 1, 4, 1]).map { ($0, .max($1)) },
                         output: [1, 2, 50]) { $0.tryRemoveDuplicates(by: >=) }
        let harness = Harness<Int, TestError, Int, Error>(initial: .max(3), onValue: .max(2)) {
            $0.tryRemoveDuplicates { lhs, rhs in
                if rhs == 5 { throw TestError.oops }
                return lhs == rhs
            }
        }
        #expect(harness.send(1) == .max(2))
        #expect(harness.send(1) == .max(1))
        #expect(harness.send(5) == .none)
        #expect(harness.send(6) == .none)
        #expect(harness.history == [E.sub("TryRemoveDuplicates"), E.val(1), E.failure("oops")])
        #expect(harness.upstream == [E.req(.max(3)), E.cancelled])
    }

    /// OpenCombine: IgnoreOutputTests.testCompletionWithEmpty, testCompletionWithValues,
    /// testCompletionWithError, testDemand
    @Test func ignoreOutput() {
        let harness = Harness<Int, TestError, Never, TestError>(initial: .max(42)) { $0.ignoreOutput() }
        #expect(harness.upstream == [E.req(.max(42)), E.req(.unlimited)])
        #expect(harness.send(666) == .none)
        harness.finish()
        harness.fail(.oops)
        #expect(harness.history == [E.sub("TestSubscription"), E.finished, E.failure("oops")])
        harness.downstream.request(.max(95))
        harness.downstream.cancel()
        #expect(harness.upstream == [E.req(.max(42)), E.req(.unlimited), E.req(.max(95)), E.cancelled])
    }
}
