@testable import CombineModel
import Dispatch
import Testing

/// Follows OpenCombine's PublisherTests/FutureTests.swift.
@Suite("Future")
struct FutureTests {
    typealias Sut = Future<Int, TestError>

    /// OpenCombine: FutureTests.testFutureSuccess, testFutureFailure
    @Test func deliversTheResult() {
        var promise: Sut.Promise?
        let future = Sut { promise = $0 }
        let tracker = Tracker<Int, TestError>(.unlimited)
        future.subscribe(tracker)
        promise?(.success(42))
        #expect(tracker.history == [E.sub("Future"), E.val(42), E.finished])
        var failing: Sut.Promise?
        let failed = Sut { failing = $0 }
        let second = Tracker<Int, TestError>(.unlimited)
        failed.subscribe(second)
        failing?(.failure(.oops))
        #expect(second.history == [E.sub("Future"), E.failure("oops")])
    }

    /// OpenCombine: FutureTests.testResolvingMultipleTimes
    @Test func resolvesOnce() {
        var promise: Sut.Promise?
        let future = Sut { promise = $0 }
        let tracker = Tracker<Int, TestError>(.unlimited)
        future.subscribe(tracker)
        promise?(.success(42))
        promise?(.success(41))
        #expect(tracker.history == [E.sub("Future"), E.val(42), E.finished])
    }

    /// OpenCombine: FutureTests.testCancellation
    @Test func cancelledGetsNothing() {
        var promise: Sut.Promise?
        let future = Sut { promise = $0 }
        let tracker = Tracker<Int, TestError>(.unlimited)
        future.subscribe(tracker)
        tracker.cancelAll()
        tracker.cancelAll()
        tracker.subscription?.request(.max(1))
        promise?(.success(42))
        #expect(tracker.history == [E.sub("Future")])
    }

    /// OpenCombine: FutureTests.testSubscribeAfterSuccessfulResolution, testSubscribeAfterFailure
    @Test func subscribingAfterTheResult() {
        var promise: Sut.Promise?
        let future = Sut { promise = $0 }
        promise?(.success(42))
        let tracker = Tracker<Int, TestError>(.unlimited)
        future.subscribe(tracker)
        #expect(tracker.history == [E.sub("Future"), E.val(42), E.finished])
        var failing: Sut.Promise?
        let failed = Sut { failing = $0 }
        failing?(.failure(.oops))
        let second = Tracker<Int, TestError>()
        failed.subscribe(second)
        #expect(second.history == [E.sub("Future"), E.failure("oops")], "a failure needs no demand")
    }

    /// OpenCombine: FutureTests.testValueRecursion, testFinishedRecursion, testFailureRecursion
    @Test func recursivePromisesAreIgnored() {
        var promise: Sut.Promise?
        let future = Sut { promise = $0 }
        let tracker = Tracker<Int, TestError>(.unlimited)
        tracker.onValue = { promise?(.success($0 + 1)); return .none }
        tracker.onCompletion = { _ in promise?(.success(42)) }
        future.subscribe(tracker)
        promise?(.success(0))
        #expect(tracker.history == [E.sub("Future"), E.val(0), E.finished])
    }

    /// OpenCombine: FutureTests.testStartsImmediately
    @Test func startsImmediately() {
        var started = false
        _ = Sut { _ in started = true }
        #expect(started)
    }

    /// OpenCombine: FutureTests.testWaitsForDemandSuccess
    @Test func waitsForDemand() {
        var promise: Sut.Promise?
        let future = Sut { promise = $0 }
        let tracker = Tracker<Int, TestError>()
        future.subscribe(tracker)
        promise?(.success(42))
        #expect(tracker.history == [E.sub("Future")])
        tracker.subscription?.request(.max(1))
        #expect(tracker.history == [E.sub("Future"), E.val(42), E.finished])
    }

    /// OpenCombine: FutureTests.testReleasesEverythingOnTermination — and the model's former defect
    /// (issue 23): a future fulfilled later and held only by its subscriber still delivers, since
    /// the promise and the subscription hold the future until then.
    @Test func aFutureHeldOnlyByItsSinkDelivers() {
        var promise: Sut.Promise?
        var received: [Int] = []
        let cancellable = Sut { promise = $0 }.sink(receiveCompletion: { _ in }, receiveValue: { received.append($0) })
        promise?(.success(7))
        #expect(received == [7])
        cancellable.cancel()
    }

    /// OpenCombine: FutureTests.testReleasesEverythingOnTermination
    @Test func releasedWhenDone() {
        weak var weakFuture: Sut?
        do {
            var promise: Sut.Promise?
            let future = Sut { promise = $0 }
            weakFuture = future
            let tracker = Tracker<Int, TestError>(.max(1))
            future.subscribe(tracker)
            promise?(.success(1))
            promise = nil
        }
        #expect(weakFuture == nil)
    }

    /// OpenCombine: FutureConcurrencyTests.testAsyncAwaitNonThrowingSuccess, testAsyncAwaitThrowingSuccess,
    /// testAsyncAwaitThrowingFailure
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func awaitingTheValue() async throws {
        let future = Future<Int, Never> { promise in
            nonisolated(unsafe) let fulfil = promise
            SimulatedClockFree.later { fulfil(.success(42)) }
        }
        #expect(await future.value == 42)
        let throwing = Future<Int, TestError> { $0(.success(7)) }
        #expect(try await throwing.value == 7)
        let failing = Future<Int, TestError> { $0(.failure(.oops)) }
        await #expect(throws: TestError.oops) { try await failing.value }
    }
}

/// Runs work a moment later on a global queue (real time, in a unit test).
enum SimulatedClockFree {
    static func later(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10), qos: .default, flags: [], execute: work)
    }
}
