@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/MapTests.swift, MapKeyPathTests.swift, MapErrorTests.swift,
/// SetFailureTypeTests.swift, ReplaceNilTests.swift and ScanTests.swift.
@Suite("map, tryMap, mapError, setFailureType, replaceNil, scan")
struct MappingTests {
    struct Box { let value: Int }

    /// What an operator that hands the downstream its upstream's own subscription does, as
    /// OpenCombine's generic map tests check it (testEmpty, testError, testRange, testNoDemand,
    /// testRequestDemandOnSubscribe, testDemandOnReceive, testCompletion, testCancel,
    /// testCancelAlreadyCancelled): `transformed(n)` is what it makes of `n`.
    static func checkPassThrough<P: Publisher>(_ makeOperator: (TestPublisher<Int, TestError>) -> P,
                                               transformed: (Int) -> String) where P.Failure == TestError {
        // The upstream's subscription reaches the downstream; nothing is asked without demand.
        let quiet = Harness(initial: nil, makeOperator)
        #expect(quiet.history == [E.sub("TestSubscription")])
        #expect(quiet.upstream == [])
        // Demand goes straight up; the downstream's demand for a value is returned.
        let asked = Harness(initial: .max(42), onValue: .max(4), makeOperator)
        #expect(asked.upstream == [E.req(.max(42))])
        #expect(asked.send(0) == .max(4))
        // Values and completions pass, also after a completion.
        let passing = Harness(initial: .unlimited, makeOperator)
        passing.send(2)
        passing.fail(.oops)
        passing.fail(.oops)
        passing.send(3)
        #expect(passing.history == [E.sub("TestSubscription"), E.val(transformed(2)), E.failure("oops"), E.failure("oops"),
                                    E.val(transformed(3))])
        // Cancelling reaches the upstream each time; values still pass.
        let cancelling = Harness(initial: .unlimited, onValue: .max(111), makeOperator)
        cancelling.downstream.cancel()
        #expect(cancelling.send(1) == .max(111))
        cancelling.downstream.request(.unlimited)
        cancelling.downstream.cancel()
        #expect(cancelling.upstream == [E.req(.unlimited), E.cancelled, E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: MapTests.testEmpty, testError, testRange, testNoDemand, testRequestDemandOnSubscribe,
    /// testDemandOnReceive, testCompletion, testMapCancel, testMapCancelAlreadyCancelled
    @Test func map() {
        Self.checkPassThrough({ $0.map { $0 * 2 } }, transformed: { "\($0 * 2)" })
    }

    /// OpenCombine: MapKeyPathTests.testEmpty, testError, testRange, testNoDemand,
    /// testRequestDemandOnSubscribe, testDemandOnReceive, testCompletion, testCancel, testCancelAlreadyCancelled
    @Test func mapKeyPath() {
        Self.checkPassThrough({ $0.map(Box.init).map(\.value) }, transformed: { "\($0)" })
    }

    /// OpenCombine: MapTests.testMapReceiveValueBeforeSubscription, testMapReceiveCompletionBeforeSubscription
    @Test func mapBeforeTheSubscription() {
        let publisher = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>(onValue: { _ in .max(42) })
        publisher.map { $0 }.subscribe(tracker)
        #expect(publisher.send(0) == .max(42))
        publisher.send(completion: .finished)
        #expect(tracker.history == [E.val(0), E.finished])
    }

    /// OpenCombine: MapTests.testMapOperatorSpecializationForMap, testTryMapOperatorSpecializationForMap,
    /// testMapOperatorSpecializationForTryMap, testTryMapOperatorSpecializationForTryMap
    @Test func mapsFuse() {
        let subject = PassthroughSubject<Int, Never>()
        let first = subject.map { $0 * 2 }
        let second = first.map { $0 + 1 }
        #expect(first.upstream === second.upstream)
        let tracker = Tracker<Int, Never>(.unlimited)
        second.subscribe(tracker)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .finished)
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.val(5), E.val(7), E.finished])
        let throwing = subject.map { $0 * 2 }.tryMap { input -> Int in
            if input == 12 { throw TestError.oops }
            return input + 1
        }
        #expect(throwing.upstream === subject)
        let other = PassthroughSubject<Int, Never>()
        let fused = other.tryMap { input -> Int in
            if input == 6 { throw TestError.oops }
            return input * 2
        }.map { $0 + 1 }
        let second2 = Tracker<Int, Error>(.unlimited)
        fused.subscribe(second2)
        other.send(2)
        other.send(6)
        #expect(second2.history == [E.sub("TryMap"), E.val(5), E.failure("oops")])
    }

    /// OpenCombine: MapTests.testTryMapEmpty, testTryMapFailureBecauseOfThrow (values are mapped in
    /// any state, each throw fails again; the upstream is cancelled once)
    @Test func tryMapKeepsMapping() {
        var calls = 0
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, Error>(subscription)
        let tracker = Tracker<Int, Error>(.unlimited)
        #expect(publisher.send(1) == .none)
        publisher.tryMap { value -> Int in
            calls += 1
            if value == 100 { throw TestError.oops }
            return value * 2
        }.subscribe(tracker)
        for value in [2, 3, 100, 9, 100] { #expect(publisher.send(value) == .none) }
        publisher.send(completion: .finished)
        #expect(publisher.send(100) == .none)
        #expect(tracker.history == [E.sub("TryMap"), E.val(4), E.val(6), E.failure("oops"), E.val(18), E.failure("oops"),
                                    E.failure("oops")])
        #expect(subscription.history == [E.req(.unlimited), E.cancelled])
        #expect(calls == 6)
    }

    /// OpenCombine: MapTests.testTryMapFailureOnCompletion, testTryMapSuccess
    @Test func tryMapCompletions() {
        let subject = PassthroughSubject<Int, Error>()
        let tracker = Tracker<Int, Error>()
        subject.send(1)
        subject.tryMap { $0 * 2 }.subscribe(tracker)
        subject.send(completion: .failure(TestError.oops))
        subject.send(2)
        #expect(tracker.history == [E.sub("TryMap"), E.failure("oops")])
        let finishing = PassthroughSubject<Int, Error>()
        let second = Tracker<Int, Error>()
        finishing.tryMap { $0 * 2 }.subscribe(second)
        finishing.send(completion: .finished)
        #expect(second.history == [E.sub("TryMap"), E.finished])
    }

    /// OpenCombine: MapTests.testTryMapCancel, testTryMapCancelAlreadyCancelled,
    /// testTryMapCancelBeforeSubscription, testTryMapReceiveCompletionBeforeSubscription,
    /// testTryMapReceiveValueBeforeSubscription
    @Test func tryMapCancelling() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let tracker = Tracker<Int, Error>(.unlimited)
        publisher.tryMap { $0 * 2 }.subscribe(tracker)
        tracker.subscription?.cancel()
        #expect(publisher.send(1) == .none)
        publisher.send(completion: .finished)
        #expect(subscription.history == [E.req(.unlimited), E.cancelled])
        #expect(tracker.history == [E.sub("TryMap"), E.val(2)])
        let quiet = TestSubscription()
        let second = Tracker<Int, Error>()
        TestPublisher<Int, TestError>(quiet).tryMap { $0 * 2 }.subscribe(second)
        second.subscription?.cancel()
        second.subscription?.request(.unlimited)
        second.subscription?.cancel()
        #expect(quiet.history == [E.cancelled])
        // Before the subscription: a value passes, a completion does not, a cancellation does nothing.
        let late = TestPublisher<Int, TestError>(nil)
        let third = Tracker<Int, Error>(onValue: { _ in .max(42) })
        late.tryMap { $0 }.subscribe(third)
        #expect(late.send(0) == .max(42))
        late.send(completion: .finished)
        #expect(third.history == [E.val(0)])
    }

    /// OpenCombine: MapTests.testTryMapReceiveSubscriptionTwice
    @Test func tryMapSecondSubscription() {
        let first = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(first)
        let tracker = Tracker<Int, Error>()
        publisher.tryMap { _ -> Int in throw TestError.oops }.subscribe(tracker)
        let second = TestSubscription()
        publisher.send(subscription: second)
        #expect(first.history == [] && second.history == [E.cancelled])
        #expect(publisher.send(0) == .none)
        #expect(first.history == [E.cancelled])
        #expect(tracker.history == [E.sub("TryMap"), E.failure("oops")])
        publisher.send(subscription: second)
        #expect(second.history == [E.cancelled, E.cancelled])
    }

    struct OtherError: Error, CustomStringConvertible {
        let wrapped: TestError
        var description: String { "other \(wrapped)" }
    }

    /// OpenCombine: MapErrorTests.testEmpty, testError, testRange, testNoDemand, testDemandSubscribe,
    /// testDemandSend, testCompletion, testCancel, testCancelAlreadyCancelled
    @Test func mapError() {
        let harness = Harness<Int, TestError, Int, OtherError>(initial: .unlimited, onValue: .max(4)) { $0.mapError(OtherError.init) }
        #expect(harness.send(1) == .max(4))
        harness.fail(.oops)
        harness.fail(.oops)
        #expect(harness.history == [E.sub("TestSubscription"), E.val(1), E.failure("other oops"), E.failure("other oops")])
        #expect(harness.upstream == [E.req(.unlimited)])
        harness.downstream.cancel()
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: SetFailureTypeTests.testEmpty, testForwardingValues, testNoDemand, testDemandSubscribe,
    /// testDemandSend, testCompletion, testCancel, testCancelAlreadyCancelled
    @Test func setFailureType() {
        let subject = PassthroughSubject<Int, Never>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        subject.send(1)
        subject.setFailureType(to: Never.self).setFailureType(to: TestError.self).subscribe(tracker)
        subject.send(2)
        subject.send(3)
        subject.send(completion: .finished)
        subject.send(5)
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.val(2), E.val(3), E.finished])
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, Never>(subscription)
        let quiet = Tracker<Int, TestError>(.max(42), onValue: { _ in .max(4) })
        publisher.setFailureType(to: TestError.self).subscribe(quiet)
        #expect(subscription.history == [E.req(.max(42))])
        #expect(publisher.send(0) == .max(4))
    }

    /// OpenCombine: ReplaceNilTests.testReplacesNilElement, testExistingElementIsPreserved,
    /// testMultipleReplacements, testReplaceNilReceiveValueBeforeSubscription
    @Test func replaceNil() {
        let subject = PassthroughSubject<Int?, Never>()
        let tracker = Tracker<Int, Never>(.unlimited)
        subject.replaceNil(with: 42).subscribe(tracker)
        for value in [1, 2, nil, 4, 5, nil] { subject.send(value) }
        subject.send(completion: .finished)
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.val(1), E.val(2), E.val(42), E.val(4), E.val(5), E.val(42),
                                    E.finished])
    }

    /// OpenCombine: ScanTests.testDemandSend, testScanEmpty, testScanError, testScanRange,
    /// testScanImmediateCompletion, testScanCancel, testScanCancelAlreadyCancelled,
    /// testScanReceiveValueBeforeSubscription, testScanCompletionBeforeSubscription
    @Test func scan() {
        var total = 0
        Self.checkPassThrough({ $0.scan(0) { $0 + $1 * 2 } }, transformed: { total += $0 * 2; return "\(total)" })
        let publisher = TestPublisher<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        #expect(publisher.send(1) == .none)
        publisher.scan(0) { $0 + $1 * 2 }.subscribe(tracker)
        for value in [2, 3, 4, 5] { publisher.send(value) }
        publisher.send(completion: .finished)
        publisher.send(6)
        #expect(tracker.history == [E.sub("TestSubscription"), E.val(4), E.val(10), E.val(18), E.val(28), E.finished, E.val(40)])
    }

    /// OpenCombine: ScanTests.testTryScanFailureOnCompletion, testTryScanSuccess, testTryScanFailureBecauseOfThrow
    @Test func tryScan() {
        let publisher = TestPublisher<Int, TestError>()
        let tracker = Tracker<Int, Error>()
        #expect(publisher.send(1) == .none)
        publisher.tryScan(0) { $0 + $1 * 2 }.subscribe(tracker)
        publisher.send(completion: .failure(.oops))
        #expect(publisher.send(2) == .none)
        #expect(tracker.history == [E.sub("TryScan"), E.failure("oops"), E.val(4)])
        var calls = 0
        let harness = Harness<Int, TestError, Int, Error>(initial: .unlimited, onValue: .max(3)) {
            $0.tryScan(0) { _, value in
                calls += 1
                if value == 100 { throw TestError("too much") }
                return value * 2
            }
        }
        #expect(harness.send(2) == .max(3))
        #expect(harness.send(3) == .max(3))
        #expect(harness.send(100) == .none)
        #expect(harness.send(9) == .max(3))
        #expect(harness.send(100) == .none)
        harness.finish()
        #expect(harness.history == [E.sub("TryScan"), E.val(4), E.val(6), E.failure("too much"), E.val(18), E.failure("too much")])
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
        #expect(calls == 5)
    }

    /// OpenCombine: ScanTests.testTryScanCancel, testTryScanCancelAlreadyCancelled,
    /// testTryScanReceiveSubscriptionTwice, testTryScanCancelBeforeSubscription,
    /// testTryScanCompletionBeforeSubscription
    @Test func tryScanCancelling() {
        let harness = Harness<Int, TestError, Int, Error>(initial: .unlimited) { $0.tryScan(0) { $0 + $1 * 2 } }
        harness.downstream.cancel()
        #expect(harness.send(1) == .none)
        harness.finish()
        harness.fail(.oops)
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
        #expect(harness.history == [E.sub("TryScan"), E.val(2)])
        harness.downstream.request(.max(42))
        harness.downstream.cancel()
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
    }
}
