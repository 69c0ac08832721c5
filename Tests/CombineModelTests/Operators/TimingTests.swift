@testable import CombineModel
import Testing

/// Follows OpenCombine's PublisherTests/DebounceTests.swift, ThrottleTests.swift, DelayTests.swift,
/// ReceiveOnTests.swift, SubscribeOnTests.swift, TimeoutTests.swift and MeasureIntervalTests.swift,
/// on the model's own virtual-time scheduler (Support/VirtualScheduler.swift), whose history
/// records the calls the operators make.
@Suite("debounce, throttle, delay, receive(on:), subscribe(on:), timeout, measureInterval")
struct TimingTests {
    typealias Time = VirtualScheduler.Time

    static func debounceTimer(_ due: Int64) -> [String] {
        ["now", "minimumTolerance", "scheduleAfter(\(due), interval: 13, tolerance: 7, options: nontrivial)"]
    }

    /// OpenCombine: DebounceTests.testBasicBehavior (each value restarts a repeating timer; the
    /// completion goes through the scheduler at once)
    @Test func debounce() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(2), onValue: .max(1)) {
            $0.debounce(for: .nanoseconds(13), scheduler: scheduler, options: .nontrivial)
        }
        #expect(harness.history == [E.sub("Debounce")])
        #expect(harness.upstream == [E.req(.unlimited)])
        #expect(scheduler.history == [])
        #expect(harness.send(1) == .none)
        #expect(scheduler.history == Self.debounceTimer(13))
        scheduler.rewind(to: .nanoseconds(4))
        harness.send(2)
        scheduler.rewind(to: .nanoseconds(9))
        harness.send(3)
        scheduler.rewind(to: .nanoseconds(200))
        #expect(harness.history == [E.sub("Debounce"), E.val(3)])
        #expect(scheduler.history == Self.debounceTimer(13) + Self.debounceTimer(17) + Self.debounceTimer(22))
        harness.finish()
        harness.fail(.oops)
        #expect(harness.send(-1) == .none)
        #expect(scheduler.history.last == "schedule(options: nil)")
        #expect(harness.history == [E.sub("Debounce"), E.val(3)])
        scheduler.rewind(to: .nanoseconds(300))
        #expect(harness.history == [E.sub("Debounce"), E.val(3), E.finished])
    }

    /// OpenCombine: DebounceTests.testFinishBeforeDue, testFailBeforeDue — and the model's former
    /// defect (issue 23): a value still waiting when the upstream completes is dropped.
    @Test(arguments: [true, false])
    func debounceCompletionDropsTheWaitingValue(finishing: Bool) {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(1)) { $0.debounce(for: .nanoseconds(13), scheduler: scheduler, options: .nontrivial) }
        harness.send(1)
        scheduler.rewind(to: .nanoseconds(4))
        if finishing { harness.finish() } else { harness.fail(.oops) }
        #expect(harness.history == [E.sub("Debounce")])
        #expect(scheduler.history == Self.debounceTimer(13) + ["schedule(options: nil)"])
        scheduler.rewind(to: .nanoseconds(100))
        #expect(harness.history == [E.sub("Debounce"), finishing ? E.finished : E.failure("oops")])
    }

    /// OpenCombine: DebounceTests.testCancelBeforeDue
    @Test func debounceCancelled() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(1)) { $0.debounce(for: .nanoseconds(13), scheduler: scheduler, options: .nontrivial) }
        harness.send(1)
        scheduler.rewind(to: .nanoseconds(4))
        harness.downstream.cancel()
        scheduler.rewind(to: .nanoseconds(100))
        #expect(harness.history == [E.sub("Debounce")])
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
        #expect(scheduler.history == Self.debounceTimer(13))
    }

    /// OpenCombine: DebounceTests.testDemand (a value due without downstream demand is dropped)
    @Test func debounceDemand() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: nil) { $0.debounce(for: .nanoseconds(13), scheduler: scheduler, options: .nontrivial) }
        harness.send(1)
        scheduler.rewind(to: .nanoseconds(100))
        harness.downstream.request(.max(3))
        scheduler.rewind(to: .nanoseconds(200))
        #expect(harness.history == [E.sub("Debounce")])
        for (value, time) in [(2, 250), (3, 300), (4, 350), (5, 400)] {
            harness.send(value)
            scheduler.rewind(to: .nanoseconds(Int64(time)))
        }
        #expect(harness.history == [E.sub("Debounce"), E.val(2), E.val(3), E.val(4)])
        #expect(scheduler.history == [13, 213, 263, 313, 363].flatMap(Self.debounceTimer))
        harness.downstream.cancel()
        harness.send(6)
        scheduler.rewind(to: .nanoseconds(450))
        #expect(harness.history == [E.sub("Debounce"), E.val(2), E.val(3), E.val(4)])
    }

    /// OpenCombine: DebounceTests.testDebounceWithImmediateScheduler, testTimeoutReceiveValueBeforeSubscription,
    /// testTimeoutReceiveCompletionBeforeSubscription, testTimeoutReceiveSubscriptionTwice
    @Test func debounceStates() {
        let immediate = IntHarness<Int>(initial: .max(2), onValue: .max(1)) { $0.debounce(for: .nanoseconds(13), scheduler: ImmediateScheduler.shared) }
        immediate.send(1)
        #expect(immediate.history == [E.sub("Debounce"), E.val(1)])
        let scheduler = VirtualScheduler()
        let late = TestPublisher<Int, TestError>(nil)
        let tracker = Tracker<Int, TestError>(onValue: { _ in .max(42) })
        late.debounce(for: .nanoseconds(13), scheduler: scheduler).subscribe(tracker)
        #expect(late.send(42) == .none)
        late.send(completion: .finished)
        #expect(tracker.history == [])
        let twice = IntHarness<Int>(initial: nil) { $0.debounce(for: .nanoseconds(13), scheduler: scheduler) }
        let second = TestSubscription()
        twice.publisher.send(subscription: second)
        #expect(second.history == [E.cancelled])
        twice.publisher.send(subscription: twice.subscription)
        twice.downstream.cancel()
        #expect(twice.upstream == [E.req(.unlimited), E.cancelled, E.cancelled])
    }

    /// OpenCombine: ThrottleTests.testBasicBehavior — and the model's former defect (issue 23):
    /// with `latest: true` the latest value of a burst is sent (3, not 1), and a value held when
    /// the upstream completes is sent before the completion.
    @Test func throttleLatest() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(100), onValue: .max(12)) {
            $0.throttle(for: .seconds(1337), scheduler: scheduler, latest: true)
        }
        #expect(harness.history == [E.sub("Throttle")])
        #expect(harness.upstream == [E.req(.unlimited)])
        #expect(scheduler.history == ["now", "now"])
        #expect(harness.send(1) == .none)
        #expect(scheduler.history == ["now", "now", "now", "schedule(options: nil)"])
        harness.send(2)
        harness.send(3)
        #expect(scheduler.scheduledDates == [0])
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("Throttle"), E.val(3)])
        harness.send(4)
        #expect(scheduler.scheduledDates == [1_337_000_000_000])
        #expect(scheduler.history == ["now", "now", "now", "schedule(options: nil)", "now", "now", "now", "now", "minimumTolerance",
                                      "scheduleAfter(1337000000000, tolerance: 7, options: nil)"])
        harness.fail(.oops)
        harness.finish()
        #expect(harness.send(5) == .none)
        #expect(harness.history == [E.sub("Throttle"), E.val(3)])
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("Throttle"), E.val(3), E.val(4), E.failure("oops")])
        #expect(scheduler.time == .seconds(1337))
    }

    /// OpenCombine: ThrottleTests.testThrottleDemand (the first of a burst with `latest: false`;
    /// nothing without downstream demand)
    @Test func throttleFirst() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(2)) { $0.throttle(for: .seconds(1337), scheduler: scheduler, latest: false) }
        harness.send(1)
        harness.send(5)
        harness.send(6)
        scheduler.executeScheduledActions()
        harness.send(2)
        #expect(harness.history == [E.sub("Throttle"), E.val(1)])
        scheduler.executeScheduledActions()
        harness.send(3)
        #expect(scheduler.scheduledDates == [])
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("Throttle"), E.val(1), E.val(2)])
    }

    /// OpenCombine: ThrottleTests.testThrottleGap (the next value is held until `interval` after
    /// the last one sent, or sent at once when that is past)
    @Test func throttleGap() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .unlimited) { $0.throttle(for: .seconds(60), scheduler: scheduler, latest: false) }
        harness.send(0)
        scheduler.executeScheduledActions()
        scheduler.rewind(to: .seconds(45))
        harness.send(1)
        #expect(scheduler.scheduledDates == [60_000_000_000])
        scheduler.executeScheduledActions()
        scheduler.rewind(to: .seconds(121))
        harness.send(2)
        #expect(scheduler.scheduledDates == [121_000_000_000])
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("Throttle"), E.val(0), E.val(1), E.val(2)])
    }

    /// OpenCombine: ThrottleTests.testRequest, testCancelAlreadyCancelled, testNoDemandReceivesNoValues,
    /// testReceiveCompletionImmediatelyAfterSubscription, testReceiveCompletionImmediatelyAfterValue,
    /// testReceiveInputRecursively, testCancelWhilstScheduledOutput
    @Test func throttleStates() {
        let scheduler = VirtualScheduler()
        let requested = IntHarness<Int>(initial: nil) { $0.throttle(for: .seconds(10), scheduler: scheduler, latest: true) }
        requested.downstream.request(.max(10))
        requested.send(2000)
        scheduler.executeScheduledActions()
        #expect(requested.history == [E.sub("Throttle"), E.val(2000)])
        let quiet = IntHarness<Int>(initial: nil) { $0.throttle(for: .milliseconds(1), scheduler: ImmediateScheduler.shared, latest: true) }
        quiet.send(1)
        #expect(quiet.history == [E.sub("Throttle")])
        let completing = VirtualScheduler()
        let completed = IntHarness<Int>(initial: .unlimited) { $0.throttle(for: .seconds(60), scheduler: completing, latest: true) }
        completed.fail(.oops)
        #expect(completing.history == ["now", "now", "now", "schedule(options: nil)"])
        completing.executeScheduledActions()
        #expect(completed.history == [E.sub("Throttle"), E.failure("oops")])
        let recursive = IntHarness<Int>(initial: .unlimited, onValue: .max(418)) {
            $0.throttle(for: .seconds(60), scheduler: ImmediateScheduler.shared, latest: true)
        }
        var depth = 5
        recursive.tracker.onValue = { _ in
            if depth > 0 { depth -= 1; recursive.send(-1) }
            return .max(418)
        }
        recursive.send(0)
        #expect(recursive.history == [E.sub("Throttle"), E.val(0)] + Array(repeating: E.val(-1), count: 5))
        let cancelling = VirtualScheduler()
        let cancelled = IntHarness<Int>(initial: .unlimited) { $0.throttle(for: .seconds(60), scheduler: cancelling, latest: true) }
        cancelled.send(1)
        cancelled.downstream.cancel()
        cancelling.executeScheduledActions()
        #expect(cancelled.history == [E.sub("Throttle")])
    }

    static func delayed(_ time: Int64) -> [String] { ["now", "scheduleAfter(\(time), tolerance: 5, options: nontrivial)"] }

    /// OpenCombine: DelayTests.testBasicBehavior (each value and the completion `interval` later; the
    /// demand returned for a value is asked of the upstream)
    @Test func delay() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(100), onValue: .max(12)) {
            $0.delay(for: .nanoseconds(200), tolerance: .nanoseconds(5), scheduler: scheduler, options: .nontrivial)
        }
        #expect(harness.upstream == [E.req(.max(100))])
        for value in 1 ... 3 { #expect(harness.send(value) == .none) }
        #expect(scheduler.scheduledDates == [200, 200, 200])
        #expect(scheduler.history == [200, 200, 200].flatMap(Self.delayed))
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("Delay"), E.val(1), E.val(2), E.val(3)])
        #expect(harness.upstream == [E.req(.max(100)), E.req(.max(12)), E.req(.max(12)), E.req(.max(12))])
        harness.fail(.oops)
        harness.finish()
        #expect(harness.send(4) == .none)
        #expect(scheduler.scheduledDates == [400])
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("Delay"), E.val(1), E.val(2), E.val(3), E.failure("oops")])
        #expect(scheduler.time == .nanoseconds(400))
    }

    /// OpenCombine: DelayTests.testRequest, testCancelAlreadyCancelled, testReceiveCompletionImmediatelyAfterSubscription
    @Test func delayStates() {
        let scheduler = VirtualScheduler()
        let requested = IntHarness<Int>(initial: nil) { $0.delay(for: .nanoseconds(200), tolerance: .nanoseconds(5), scheduler: scheduler) }
        requested.downstream.request(.max(10))
        requested.downstream.request(.max(4))
        requested.send(2000)
        scheduler.executeScheduledActions()
        #expect(requested.history == [E.sub("Delay"), E.val(2000)])
        #expect(requested.upstream == [E.req(.max(10)), E.req(.max(4))])
        let cancelling = VirtualScheduler()
        let cancelled = IntHarness<Int>(initial: .unlimited) {
            $0.delay(for: .nanoseconds(200), tolerance: .nanoseconds(5), scheduler: cancelling, options: .nontrivial)
        }
        cancelled.downstream.cancel()
        cancelled.downstream.request(.max(42))
        cancelled.downstream.cancel()
        #expect(cancelled.send(0) == .none)
        cancelled.finish()
        #expect(cancelled.upstream == [E.req(.unlimited), E.cancelled])
        #expect(cancelling.history == [])
        let completing = VirtualScheduler()
        let completed = IntHarness<Int>(initial: .unlimited) {
            $0.delay(for: .nanoseconds(123), tolerance: .nanoseconds(5), scheduler: completing, options: .nontrivial)
        }
        completed.fail(.oops)
        #expect(completing.history == Self.delayed(123))
        completing.executeScheduledActions()
        #expect(completed.history == [E.sub("Delay"), E.failure("oops")])
    }

    /// OpenCombine: ReceiveOnTests.testBasicBehavior
    @Test func receiveOn() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(100), onValue: .max(12)) { $0.receive(on: scheduler, options: .nontrivial) }
        #expect(harness.history == [E.sub("ReceiveOn")])
        #expect(scheduler.history == [])
        for value in 1 ... 3 { #expect(harness.send(value) == .none) }
        #expect(scheduler.scheduledDates == [0, 0, 0])
        #expect(scheduler.history == Array(repeating: "schedule(options: nontrivial)", count: 3))
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("ReceiveOn"), E.val(1), E.val(2), E.val(3)])
        #expect(harness.upstream == [E.req(.max(100)), E.req(.max(12)), E.req(.max(12)), E.req(.max(12))])
        harness.fail(.oops)
        harness.finish()
        #expect(harness.send(4) == .none)
        #expect(scheduler.scheduledDates == [0])
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("ReceiveOn"), E.val(1), E.val(2), E.val(3), E.failure("oops")])
    }

    /// OpenCombine: ReceiveOnTests.testRequest, testCancelAlreadyCancelled, testCancelWhileReceivingInput,
    /// testReceiveCompletionImmediatelyAfterValue
    @Test func receiveOnStates() {
        let scheduler = VirtualScheduler()
        let requested = IntHarness<Int>(initial: nil) { $0.receive(on: scheduler) }
        requested.downstream.request(.max(10))
        requested.send(2000)
        #expect(requested.history == [E.sub("ReceiveOn")])
        scheduler.executeScheduledActions()
        #expect(requested.history == [E.sub("ReceiveOn"), E.val(2000)])
        #expect(requested.upstream == [E.req(.max(10))])
        let cancelScheduler = VirtualScheduler()
        let cancelled = IntHarness<Int>(initial: .unlimited) { $0.receive(on: cancelScheduler) }
        cancelled.downstream.cancel()
        cancelled.downstream.request(.max(42))
        #expect(cancelled.send(0) == .none)
        cancelled.finish()
        #expect(cancelled.upstream == [E.req(.unlimited), E.cancelled])
        #expect(cancelScheduler.history == [])
        let whileReceiving = VirtualScheduler()
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let tracker = Tracker<Int, TestError>()
        tracker.onValue = { _ in tracker.subscription?.cancel(); return .max(42) }
        publisher.receive(on: whileReceiving).subscribe(tracker)
        publisher.send(1)
        whileReceiving.executeScheduledActions()
        #expect(tracker.history == [E.sub("ReceiveOn"), E.val(1)])
        #expect(subscription.history == [E.cancelled])
        let ordered = VirtualScheduler()
        let valued = IntHarness<Int>(initial: .unlimited, onValue: .max(418)) { $0.receive(on: ordered) }
        valued.send(-1)
        ordered.executeScheduledActions()
        valued.send(1000)
        valued.finish()
        #expect(valued.history == [E.sub("ReceiveOn"), E.val(-1)])
        ordered.executeScheduledActions()
        #expect(valued.history == [E.sub("ReceiveOn"), E.val(-1), E.val(1000), E.finished])
    }

    /// OpenCombine: SubscribeOnTests.testSynchronouslySendsEventsDownstream (the subscribing happens
    /// on the scheduler; values come straight through)
    @Test func subscribeOn() {
        let scheduler = VirtualScheduler()
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, TestError>(subscription)
        let tracker = Tracker<Int, TestError>(.max(100), onValue: { _ in .max(12) })
        publisher.subscribe(on: scheduler, options: .nontrivial).subscribe(tracker)
        #expect(publisher.subscriber == nil)
        #expect(tracker.history == [])
        #expect(scheduler.history == ["schedule(options: nontrivial)"])
        scheduler.executeScheduledActions()
        #expect(tracker.history == [E.sub("SubscribeOn")])
        #expect(subscription.history == [E.req(.max(100))])
        for value in 1 ... 3 { #expect(publisher.send(value) == .max(12)) }
        publisher.send(completion: .finished)
        publisher.send(completion: .failure(.oops))
        #expect(publisher.send(-1) == .none)
        #expect(tracker.history == [E.sub("SubscribeOn"), E.val(1), E.val(2), E.val(3), E.finished])
    }

    /// OpenCombine: SubscribeOnTests.testAsynchronouslySendsEventsUpstream (requests and the
    /// cancellation are made on the scheduler)
    @Test func subscribeOnRequests() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: nil, onValue: .unlimited) { $0.subscribe(on: scheduler, options: .nontrivial) }
        scheduler.executeScheduledActions()
        #expect(harness.history == [E.sub("SubscribeOn")])
        harness.downstream.request(.max(17))
        harness.downstream.request(.unlimited)
        #expect(harness.upstream == [])
        scheduler.executeScheduledActions()
        #expect(harness.upstream == [E.req(.max(17)), E.req(.unlimited)])
        harness.downstream.cancel()
        #expect(harness.upstream == [E.req(.max(17)), E.req(.unlimited)])
        scheduler.executeScheduledActions()
        #expect(harness.upstream == [E.req(.max(17)), E.req(.unlimited), E.cancelled])
    }

    static func timeoutTimer(_ due: Int64) -> [String] {
        ["now", "minimumTolerance", "scheduleAfter(\(due), interval: 13, tolerance: 7, options: nontrivial)"]
    }

    /// OpenCombine: TimeoutTests.testBasicBehaviorWithoutCustomError, testBasicBehaviorWithCustomError
    @Test(arguments: [nil, "timeout"] as [TestError?])
    func timeout(customError: TestError?) {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(2), onValue: .max(1)) {
            $0.timeout(.nanoseconds(13), scheduler: scheduler, options: .nontrivial, customError: customError.map { error in { error } })
        }
        #expect(harness.history == [E.sub("Timeout")])
        #expect(scheduler.history == Self.timeoutTimer(13) + Self.timeoutTimer(13))
        scheduler.rewind(to: .nanoseconds(10))
        harness.send(1)
        scheduler.rewind(to: .nanoseconds(11))
        harness.send(2)
        scheduler.rewind(to: .nanoseconds(12))
        #expect(harness.history == [E.sub("Timeout"), E.val(1), E.val(2)])
        #expect(scheduler.history == Self.timeoutTimer(13) + Self.timeoutTimer(13) + Self.timeoutTimer(23)
            + ["schedule(options: nontrivial)"] + Self.timeoutTimer(24) + ["schedule(options: nontrivial)"])
        scheduler.executeScheduledActions(until: .nanoseconds(200))
        #expect(harness.history == [E.sub("Timeout"), E.val(1), E.val(2), customError.map { E.failure($0) } ?? E.finished])
        #expect(harness.upstream == [E.req(.max(2)), E.req(.max(1)), E.req(.max(1)), E.cancelled])
        scheduler.rewind(to: .nanoseconds(210))
        harness.finish()
        harness.fail(.oops)
        scheduler.executeScheduledActions(until: .nanoseconds(400))
        #expect(harness.history.count == 4)
    }

    /// OpenCombine: TimeoutTests.testCancellationWithoutCustomError, testCancellationWithCustomError
    @Test func timeoutCancelled() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: nil, onValue: .max(1)) { $0.timeout(.nanoseconds(13), scheduler: scheduler, options: .nontrivial) }
        #expect(harness.upstream == [])
        harness.downstream.cancel()
        #expect(harness.upstream == [E.cancelled])
        scheduler.rewind(to: .nanoseconds(14))
        #expect(harness.upstream == [E.cancelled])
        #expect(harness.history == [E.sub("Timeout")])
    }

    /// OpenCombine: DebounceTests.testBadScheduler (a scheduler that cannot cancel its timers: only
    /// the last value's timer sends)
    @Test func debounceWithTimersThatCannotBeCancelled() {
        let scheduler = VirtualScheduler(cancellable: false)
        let harness = IntHarness<Int>(initial: .unlimited) { $0.debounce(for: .nanoseconds(13), scheduler: scheduler, options: .nontrivial) }
        for (value, time) in [(1, 2), (2, 4), (3, 6), (42, 50)] {
            harness.send(value)
            scheduler.rewind(to: .nanoseconds(Int64(time)))
        }
        #expect(harness.history == [E.sub("Debounce"), E.val(42)])
        #expect(harness.upstream == [E.req(.unlimited)])
        harness.send(1)
        scheduler.rewind(to: .nanoseconds(54))
        harness.downstream.cancel()
        scheduler.rewind(to: .nanoseconds(100))
        #expect(harness.history == [E.sub("Debounce"), E.val(42)])
        #expect(harness.upstream == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: TimeoutTests.testUpstreamFinishesNoCustomError, testUpstreamFailsNoCustomError
    @Test(arguments: [true, false])
    func timeoutPassesACompletion(finishing: Bool) {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<Int>(initial: .max(2)) { $0.timeout(.nanoseconds(13), scheduler: scheduler, options: .nontrivial) }
        if finishing { harness.finish() } else { harness.fail(.oops) }
        scheduler.executeScheduledActions(until: .nanoseconds(100))
        #expect(harness.history == [E.sub("Timeout"), finishing ? E.finished : E.failure("oops")])
        #expect(harness.upstream == [E.req(.max(2))])
    }

    /// OpenCombine: MeasureIntervalTests.testBasicBehavior (from the subscription, then between
    /// values, on the scheduler's time)
    @Test func measureInterval() {
        let scheduler = VirtualScheduler()
        scheduler.rewind(to: .nanoseconds(3))
        let harness = Harness<Int, TestError, VirtualScheduler.Stride, TestError>(initial: .max(13)) {
            $0.measureInterval(using: scheduler, options: .nontrivial)
        }
        #expect(harness.history == [E.sub("MeasureInterval")])
        #expect(scheduler.history == ["now"])
        for (time, value) in [(14, 1), (17, 2), (10, 3), (21, 4)] {
            scheduler.rewindAllowingPast(to: .nanoseconds(Int64(time)))
            #expect(harness.send(value) == .none)
        }
        harness.finish()
        #expect(harness.history == [E.sub("MeasureInterval"), E.val(11), E.val(3), E.val(-7), E.val(11), E.finished])
        #expect(harness.upstream == [E.req(.max(13))])
        #expect(scheduler.history == ["now", "now", "now", "now", "now"])
    }

    /// OpenCombine: MeasureIntervalTests.testRequest (the demand returned for a value is asked of
    /// the upstream)
    @Test func measureIntervalDemand() {
        let scheduler = VirtualScheduler()
        let harness = Harness<Int, TestError, VirtualScheduler.Stride, TestError>(initial: nil, onValue: .max(1)) {
            $0.measureInterval(using: scheduler)
        }
        #expect(harness.send(0) == .none)
        harness.downstream.request(.max(2))
        harness.fail(.oops)
        #expect(harness.history == [E.sub("MeasureInterval"), E.val(0), E.failure("oops")])
        #expect(harness.upstream == [E.req(.max(1)), E.req(.max(2))])
    }

    /// The model's own rule for `collect(.byTime)` (OpenCombine has no test of it): what came in each
    /// stride is sent at its end; the rest before the finish.
    @Test func collectByTime() {
        let scheduler = VirtualScheduler()
        let harness = IntHarness<[Int]>(initial: .unlimited) { $0.collect(.byTime(scheduler, .nanoseconds(10))) }
        harness.send(1)
        harness.send(2)
        scheduler.rewind(to: .nanoseconds(10))
        scheduler.rewind(to: .nanoseconds(20))
        harness.send(3)
        harness.finish()
        #expect(harness.history == [E.sub("CollectByTime"), E.val([1, 2]), E.val([3]), E.finished])
        let counted = VirtualScheduler()
        let byCount = IntHarness<[Int]>(initial: .unlimited) { $0.collect(.byTimeOrCount(counted, .nanoseconds(10), 2)) }
        for value in 1 ... 3 { byCount.send(value) }
        counted.rewind(to: .nanoseconds(10))
        #expect(byCount.history == [E.sub("CollectByTime"), E.val([1, 2]), E.val([3])])
    }
}
