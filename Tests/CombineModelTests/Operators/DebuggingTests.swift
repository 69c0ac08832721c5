@testable import CombineModel
import Foundation
import Testing

/// Follows OpenCombine's PublisherTests/HandleEventsTests.swift, PrintTests.swift,
/// BreakpointTests.swift and AssertNoFailureTests.swift.
@Suite("handleEvents, print, breakpoint, assertNoFailure")
struct DebuggingTests {
    /// Every event `handleEvents` reports, as strings.
    static func handlingAll(_ log: @escaping (String) -> Void) -> (TestPublisher<Int, TestError>) -> Publishers.HandleEvents<TestPublisher<Int, TestError>> {
        { publisher in
            publisher.handleEvents(receiveSubscription: { log("subscription(\($0))") }, receiveOutput: { log("output(\($0))") },
                                   receiveCompletion: { log("completion(\(E.completion($0)))") }, receiveCancel: { log("cancel") },
                                   receiveRequest: { log("request(\($0))") })
        }
    }

    /// OpenCombine: HandleEventsTests.testBasicBehavior (values and completions always pass; the
    /// closures stop with the end; returned demand is reported as a request)
    @Test func handleEvents() {
        var log: [String] = []
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let tracker = Tracker<Int, TestError>(onValue: { .max($0) })
        Self.handlingAll { log.append($0) }(publisher).subscribe(tracker)
        #expect(tracker.history == [E.sub("HandleEvents")])
        #expect(log == ["subscription(TestSubscription)"])
        #expect([0, 1, 2, 3].map { publisher.send($0) } == [.none, .max(1), .max(2), .max(3)])
        #expect(subscription.history == [])
        tracker.subscription?.request(.max(14))
        tracker.subscription?.request(.none)
        publisher.send(completion: .finished)
        publisher.send(completion: .failure(.oops))
        #expect(publisher.send(144) == .max(144))
        #expect(tracker.history == [E.sub("HandleEvents"), E.val(0), E.val(1), E.val(2), E.val(3), E.finished, E.failure("oops"),
                                    E.val(144)])
        #expect(subscription.history == [E.req(.max(14)), E.req(.none)])
        #expect(log == ["subscription(TestSubscription)", "output(0)", "output(1)", "request(max(1))", "output(2)", "request(max(2))",
                        "output(3)", "request(max(3))", "request(max(14))", "request(max(0))", "completion(finished)"])
    }

    /// OpenCombine: HandleEventsTests.testCancelAlreadyCancelled, testHandleEventsReceiveSubscriptionTwice,
    /// testHandleEventsCancelBeforeSubscription, testHandleEventsRequestBeforeSubscription,
    /// testHandleEventsReceiveCompletionBeforeSubscription, testHandleEventsReceiveValueBeforeSubscription
    @Test func handleEventsStates() {
        var log: [String] = []
        let harness = IntHarness<Int>(initial: .max(2), onValue: .max(5), Self.handlingAll { log.append($0) })
        harness.downstream.cancel()
        harness.downstream.request(.max(1))
        harness.downstream.cancel()
        #expect(harness.send(1) == .max(5))
        harness.finish()
        #expect(harness.history == [E.sub("HandleEvents"), E.val(1), E.finished])
        #expect(harness.upstream == [E.req(.max(2)), E.cancelled])
        #expect(log == ["subscription(TestSubscription)", "request(max(2))", "cancel"])
        var early: [String] = []
        let publisher = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>(onValue: { _ in .max(42) })
        Self.handlingAll { early.append($0) }(publisher).subscribe(tracker)
        (publisher.erasedSubscriber as? Subscription)?.request(.max(1))
        #expect(publisher.send(144) == .max(42))
        publisher.send(completion: .finished)
        #expect(tracker.history == [E.val(144), E.finished])
        #expect(early == ["request(max(1))", "output(144)", "request(max(42))", "completion(finished)"])
    }

    /// A text stream that records each write.
    final class Stream: TextOutputStream {
        var writes: [String] = []
        func write(_ string: String) { writes.append(string) }
        var lines: [String] { writes.joined().split(separator: "\n").map(String.init) }
    }

    /// OpenCombine: PrintTests.testPrintWithoutPrefix, testPrintWithPrefix (the lines Apple's
    /// writes, each as `print(_:to:)` writes it)
    @Test(arguments: ["", "👉"])
    func print(prefix: String) {
        let stream = Stream()
        let subscription = TestSubscription(onRequest: { _ in stream.write("callback request demand\n") },
                                            onCancel: { stream.write("callback cancel subscription\n") })
        let publisher = TestPublisher<Int, TestError>(subscription)
        let tracker = Tracker<Int, TestError>()
        tracker.onSubscribe = {
            stream.write("callback subscription\n")
            $0.request(.unlimited)
            $0.request(.max(30))
            $0.cancel()
        }
        tracker.onValue = {
            stream.write("callback value\n")
            tracker.subscription?.request(.max(100))
            return $0 == 10 ? .unlimited : .max(2)
        }
        tracker.onCompletion = { _ in
            stream.write("callback completion\n")
            tracker.subscription?.request(.max(12))
        }
        publisher.print(prefix, to: stream).subscribe(tracker)
        #expect(publisher.send(1) == .max(2))
        tracker.subscription?.request(.max(42))
        publisher.send(completion: .finished)
        publisher.send(completion: .failure("failure"))
        #expect(publisher.send(10) == .unlimited)
        tracker.subscription?.cancel()
        #expect(tracker.history == [E.sub("Print"), E.val(1), E.finished, E.failure("failure"), E.val(10)])
        #expect(subscription.history == [E.req(.unlimited), E.req(.max(30)), E.cancelled])
        let p = prefix.isEmpty ? "" : "\(prefix): "
        #expect(stream.lines == [
            "\(p)receive subscription: (TestSubscription)", "callback subscription",
            "\(p)request unlimited", "callback request demand", "\(p)request max: (30)", "callback request demand",
            "\(p)receive cancel", "callback cancel subscription",
            "\(p)receive value: (1)", "callback value", "\(p)request max: (100)", "\(p)request max: (2) (synchronous)",
            "\(p)request max: (42)",
            "\(p)receive finished", "callback completion", "\(p)request max: (12)",
            "\(p)receive error: (failure)", "callback completion", "\(p)request max: (12)",
            "\(p)receive value: (10)", "callback value", "\(p)request max: (100)", "\(p)request unlimited (synchronous)",
            "\(p)receive cancel",
        ])
        #expect(stream.writes.prefix(3) == ["", "\(p)receive subscription: (TestSubscription)", "\n"])
    }

    /// OpenCombine: PrintTests.testReceiveSubscriptionTwice
    @Test func printSecondSubscription() {
        let stream = Stream()
        let harness = IntHarness<Int>(initial: nil) { $0.print(to: stream) }
        let second = TestSubscription()
        harness.publisher.send(subscription: second)
        #expect(second.history == [E.cancelled])
        harness.publisher.send(subscription: harness.subscription)
        harness.downstream.cancel()
        #expect(harness.upstream == [E.cancelled, E.cancelled])
        let third = TestSubscription()
        harness.publisher.send(subscription: third)
        #expect(third.history == [E.cancelled])
        #expect(stream.lines == Array(repeating: "receive subscription: (TestSubscription)", count: 3) + ["receive cancel",
                                                                                                          "receive subscription: (TestSubscription)"])
    }

    /// OpenCombine: BreakpointTests.testReceiveSubscription, testReceiveValue, testReceiveCompletion
    /// (a pass-through while the closures return false)
    @Test func breakpoint() {
        var calls = 0
        let harness = IntHarness<Int>(initial: nil, onValue: .max(1)) {
            $0.breakpoint(receiveSubscription: { _ in calls += 1; return false }, receiveOutput: { _ in calls += 1; return false },
                          receiveCompletion: { _ in calls += 1; return false })
        }
        #expect(harness.send(12) == .max(1))
        harness.finish()
        harness.fail(.oops)
        #expect(harness.send(21) == .max(1))
        harness.publisher.send(subscription: TestSubscription())
        #expect(harness.history == [E.sub("TestSubscription"), E.val(12), E.finished, E.failure("oops"), E.val(21), E.sub("TestSubscription")])
        #expect(harness.upstream == [])
        #expect(calls == 6)
    }

    /// OpenCombine: AssertNoFailureTests.testPassThroughInput
    @Test func assertNoFailure() {
        let harness = Harness<Int, TestError, Int, Never>(initial: .max(3), onValue: .max(4)) { $0.assertNoFailure() }
        #expect(harness.send(1) == .max(4))
        harness.finish()
        #expect(harness.history == [E.sub("TestSubscription"), E.val(1), E.finished])
        #expect(harness.upstream == [E.req(.max(3))])
    }
}
