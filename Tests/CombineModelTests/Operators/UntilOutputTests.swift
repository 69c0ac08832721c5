@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/PrefixUntilOutputTests.swift and DropUntilOutputTests.swift.
@Suite("prefix(untilOutputFrom:), drop(untilOutputFrom:)")
struct UntilOutputTests {
    /// A harness whose operator is gated by a second test publisher.
    private func gated(initial: Subscribers.Demand?, onValue: Subscribers.Demand,
                       prefix: Bool) -> (IntHarness<Int>, TestPublisher<Int, TestError>, TestSubscription) {
        let otherSubscription = TestSubscription()
        let other = TestPublisher<Int, TestError>(otherSubscription)
        let harness = IntHarness<Int>(initial: initial, onValue: onValue) {
            prefix ? $0.prefix(untilOutputFrom: other).eraseToAnyPublisher() : $0.drop(untilOutputFrom: other).eraseToAnyPublisher()
        }
        return (harness, other, otherSubscription)
    }

    /// OpenCombine: PrefixUntilOutputTests.testBasicBehavior, testCombineIdentifiers
    @Test func prefixUntilTheTrigger() {
        let (harness, other, otherSubscription) = gated(initial: .max(3), onValue: .max(2), prefix: true)
        #expect(harness.history == [E.sub("PrefixUntilOutput")])
        #expect(harness.upstream == [E.req(.max(3))])
        #expect(otherSubscription.history == [E.req(.max(1))])
        #expect(other.subscriber?.combineIdentifier == harness.publisher.subscriber?.combineIdentifier)
        #expect(harness.send(1) == .max(2))
        #expect(harness.send(2) == .max(2))
        #expect(other.send(1000) == .none)
        let closed = [E.sub("PrefixUntilOutput"), E.val(1), E.val(2), E.finished]
        #expect(harness.history == closed)
        #expect(harness.upstream == [E.req(.max(3)), E.cancelled])
        #expect(otherSubscription.history == [E.req(.max(1))])
        #expect(harness.send(3) == .none)
        #expect(other.send(1001) == .none)
        harness.finish()
        harness.fail(.oops)
        #expect(harness.history == closed)
        #expect(harness.upstream == [E.req(.max(3)), E.cancelled])
        #expect(otherSubscription.history == [E.req(.max(1))])
    }

    /// OpenCombine: PrefixUntilOutputTests.testCancellation, testRequestZeroDemand
    @Test func prefixCancelsUpstreamThenTrigger() {
        let (zero, _, _) = gated(initial: nil, onValue: .max(2), prefix: true)
        zero.downstream.request(.none)
        #expect(zero.upstream == [E.req(.none)])
        let (harness, _, otherSubscription) = gated(initial: nil, onValue: .max(2), prefix: true)
        var upstreamWhenTriggerCancelled: [String] = []
        otherSubscription.onCancel = { upstreamWhenTriggerCancelled = harness.upstream }
        harness.downstream.cancel()
        #expect(upstreamWhenTriggerCancelled == [E.cancelled])
        #expect(harness.upstream == [E.cancelled])
        #expect(otherSubscription.history == [E.req(.max(1)), E.cancelled])
        harness.downstream.request(.max(42))
        harness.downstream.cancel()
        #expect(harness.upstream == [E.cancelled])
        #expect(otherSubscription.history == [E.req(.max(1)), E.cancelled])
    }

    /// OpenCombine: PrefixUntilOutputTests.testUpstreamCompletion,
    /// testCancelsUpstreamWhenTerminatorSendsValue
    @Test func prefixCompletionOrder() {
        let (harness, _, otherSubscription) = gated(initial: nil, onValue: .max(2), prefix: true)
        var triggerAtFinish: [String] = []
        harness.tracker.onCompletion = { _ in triggerAtFinish = otherSubscription.history }
        harness.finish()
        #expect(triggerAtFinish == [E.req(.max(1)), E.cancelled])
        #expect(harness.history == [E.sub("PrefixUntilOutput"), E.finished])
        #expect(harness.upstream == [])
        let (triggered, other, triggerSubscription) = gated(initial: nil, onValue: .max(2), prefix: true)
        var upstreamAtFinish: [String] = []
        triggered.tracker.onCompletion = { _ in upstreamAtFinish = triggered.upstream }
        #expect(other.send(42) == .none)
        #expect(upstreamAtFinish == [E.cancelled])
        #expect(triggered.history == [E.sub("PrefixUntilOutput"), E.finished])
        #expect(triggerSubscription.history == [E.req(.max(1))])
    }

    /// OpenCombine: PrefixUntilOutputTests.testTerminatorFinishesWithoutProducingValues,
    /// testTerminatorFailsWithoutProducingValues
    @Test(arguments: [Subscribers.Completion<TestError>.finished, .failure(.oops)])
    func prefixTriggerCompletingDisarmsIt(completion: Subscribers.Completion<TestError>) {
        let (harness, other, otherSubscription) = gated(initial: nil, onValue: .max(2), prefix: true)
        other.send(completion: completion)
        #expect(harness.upstream == [])
        #expect(harness.history == [E.sub("PrefixUntilOutput")])
        #expect(other.send(42) == .none)
        other.send(completion: .finished)
        other.send(completion: .failure(.oops))
        #expect(harness.send(1) == .max(2))
        #expect(harness.upstream == [])
        #expect(harness.history == [E.sub("PrefixUntilOutput"), E.val(1)])
        #expect(otherSubscription.history == [E.req(.max(1))])
    }

    /// OpenCombine: PrefixUntilOutputTests.testTerminatorEmitsValueBeforeUpstreamSendsSubscription
    @Test func prefixTriggeredBeforeUpstreamSubscribes() {
        let triggerSubscription = TestSubscription()
        let trigger = TestPublisher<Int, TestError>(triggerSubscription)
        let upstream = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>()
        upstream.prefix(untilOutputFrom: trigger).subscribe(tracker)
        #expect(tracker.history == [])
        #expect(triggerSubscription.history == [E.req(.max(1))])
        #expect(trigger.send(-1) == .none)
        #expect(tracker.history == [E.finished])
        let subscription = TestSubscription()
        upstream.send(subscription: subscription)
        #expect(subscription.history == [E.cancelled])
        #expect(tracker.history == [E.finished])
        #expect(triggerSubscription.history == [E.req(.max(1))])
    }

    /// OpenCombine: DropUntilOutputTests.testOtherCompletesBeforeTriggering (Apple passes each of
    /// the other publisher's completions on, and still opens the gate on a later value)
    @Test func dropOtherCompletesBeforeTriggering() {
        let (harness, other, otherSubscription) = gated(initial: .max(100), onValue: .max(5), prefix: false)
        #expect(harness.send(1) == .none)
        #expect(harness.send(2) == .none)
        #expect(harness.history == [E.sub("DropUntilOutput")])
        #expect(harness.upstream == [E.req(.max(100))])
        #expect(otherSubscription.history == [E.req(.max(1))])
        other.send(completion: .finished)
        other.send(completion: .finished)
        #expect(harness.history == [E.sub("DropUntilOutput"), E.finished, E.finished])
        #expect(harness.upstream == [E.req(.max(100)), E.cancelled])
        #expect(harness.send(3) == .none)
        #expect(other.send(1000) == .none)
        #expect(harness.send(4) == .max(5))
        #expect(harness.history == [E.sub("DropUntilOutput"), E.finished, E.finished, E.val(4)])
        #expect(harness.upstream == [E.req(.max(100)), E.cancelled])
        #expect(otherSubscription.history == [E.req(.max(1))])
    }

    /// OpenCombine: DropUntilOutputTests.testOtherFailsAfterTriggering
    @Test func dropOtherFailsAfterTriggering() {
        let (harness, other, otherSubscription) = gated(initial: .max(2), onValue: .max(5), prefix: false)
        #expect(harness.send(1) == .none)
        #expect(other.send(1000) == .none)
        #expect(harness.send(2) == .max(5))
        other.send(completion: .failure(.oops))
        other.send(completion: .finished)
        #expect(harness.history == [E.sub("DropUntilOutput"), E.val(2)])
        #expect(harness.upstream == [E.req(.max(2))])
        #expect(otherSubscription.history == [E.req(.max(1))])
    }

    /// OpenCombine: DropUntilOutputTests.testDemand, testLateSubscription
    @Test func dropDemand() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let otherSubscription = TestSubscription()
        let other = TestPublisher<Int, TestError>(otherSubscription)
        let tracker = Tracker<Int, TestError>(onValue: { .max($0) })
        publisher.drop(untilOutputFrom: other).subscribe(tracker)
        #expect(subscription.history == [])
        #expect(otherSubscription.history == [E.req(.max(1))])
        #expect(tracker.history == [E.sub("DropUntilOutput")])
        tracker.subscription?.request(.max(4))
        #expect(subscription.history == [E.req(.max(4))])
        #expect([1, 2].map { publisher.send($0) } == [.none, .none])
        #expect(other.send(1000) == .none)
        #expect((3 ... 7).map { publisher.send($0) } == (3 ... 7).map { .max($0) })
        #expect(subscription.history == [E.req(.max(4))])
        #expect(otherSubscription.history == [E.req(.max(1))])
        #expect(tracker.history == [E.sub("DropUntilOutput")] + (3 ... 7).map { E.val($0) })
        // Requests made before the upstream subscribes are summed; the empty trigger finishes the
        // output first, and the upstream's subscription still gets them.
        let late = TestPublisher<Int, TestError>(nil)
        let lateTracker = Tracker<Int, TestError>()
        lateTracker.onSubscribe = {
            $0.request(.max(10))
            $0.request(.max(4))
            $0.request(.none)
        }
        late.drop(untilOutputFrom: Empty<Void, TestError>()).subscribe(lateTracker)
        #expect(lateTracker.history == [E.sub("DropUntilOutput"), E.finished])
        let lateSubscription = TestSubscription()
        late.send(subscription: lateSubscription)
        #expect(lateSubscription.history == [E.req(.max(14))])
        #expect(lateTracker.history == [E.sub("DropUntilOutput"), E.finished])
    }

    /// OpenCombine: DropUntilOutputTests.testCancelAlreadyCancelled, testReusableOtherSubscriber,
    /// testSubscribesToOtherFirst, testSubscribersHaveTheSameCombineIdentifier
    @Test func dropCancellationAndOrder() {
        let (harness, other, otherSubscription) = gated(initial: .max(2), onValue: .max(5), prefix: false)
        #expect(other.subscriber?.combineIdentifier == harness.publisher.subscriber?.combineIdentifier)
        var otherAtUpstreamCancel: [String] = []
        var upstreamAtOtherCancel: [String] = []
        harness.subscription.onCancel = { otherAtUpstreamCancel = otherSubscription.history }
        otherSubscription.onCancel = { upstreamAtOtherCancel = harness.upstream }
        harness.downstream.cancel()
        harness.downstream.cancel()
        harness.downstream.request(.max(10))
        #expect(harness.send(1000) == .none)
        harness.finish()
        let second = TestSubscription()
        harness.publisher.send(subscription: second)
        #expect(otherAtUpstreamCancel == [E.req(.max(1))])
        #expect(upstreamAtOtherCancel == [E.req(.max(2)), E.cancelled])
        #expect(harness.upstream == [E.req(.max(2)), E.cancelled])
        #expect(otherSubscription.history == [E.req(.max(1)), E.cancelled])
        #expect(harness.history == [E.sub("DropUntilOutput")])
        #expect(second.history == [E.cancelled])

        // Once triggered, the other publisher's subscription is let go: a new one is taken.
        let (reused, reusedOther, firstOther) = gated(initial: .max(2), onValue: .max(5), prefix: false)
        let extra = TestSubscription()
        reusedOther.send(subscription: extra)
        #expect(extra.history == [E.cancelled])
        #expect(reusedOther.send(1000) == .none)
        let third = TestSubscription()
        reusedOther.send(subscription: third)
        #expect(third.history == [E.req(.max(1))])
        reused.downstream.cancel()
        #expect(third.history == [E.req(.max(1)), E.cancelled])
        #expect(firstOther.history == [E.req(.max(1))])
        #expect(reused.upstream == [E.req(.max(2)), E.cancelled])

        // The downstream has its subscription first, then the other publisher, then the upstream.
        var order: [String] = []
        let upstream = TestPublisher<Int, TestError>()
        let trigger = TestPublisher<Int, TestError>()
        upstream.willSubscribe = { order.append("upstream") }
        trigger.willSubscribe = { order.append("other") }
        let tracker = Tracker<Int, TestError>()
        tracker.onSubscribe = { _ in order.append("downstream") }
        upstream.drop(untilOutputFrom: trigger).subscribe(tracker)
        #expect(order == ["downstream", "other", "upstream"])
    }
}
