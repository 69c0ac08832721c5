@testable import CombineModel
import Testing

/// Follows OpenCombine's PassthroughSubjectTests.swift and CurrentValueSubjectTests.swift.
@Suite("Subjects")
struct SubjectTests {
    static let initialDemands: [Subscribers.Demand?] = [nil, .max(1), .max(2), .max(10), .unlimited]
    static let subsequentDemands: [[Subscribers.Demand]] = [
        Array(repeating: .max(0), count: 5), Array(repeating: .max(1), count: 10),
        [.max(1), .max(0), .max(1), .max(0)], [.max(0), .max(1), .max(2)], [.unlimited, .max(1)],
    ]

    /// Counts the values a subscriber gets for each combination of initial and later demand.
    static func inputCounts(_ run: (Tracker<Int, TestError>) -> Void) -> [Int] {
        var counts: [Int] = []
        for initial in initialDemands {
            for subsequent in subsequentDemands {
                var index = 0
                let tracker = Tracker<Int, TestError>(initial, onValue: { _ in
                    defer { index += 1 }
                    return index < subsequent.count ? subsequent[index] : .none
                })
                run(tracker)
                counts.append(tracker.values.count)
            }
        }
        return counts
    }

    /// OpenCombine: PassthroughSubjectTests.testRequestingDemand
    @Test func passthroughDemand() {
        let counts = Self.inputCounts { tracker in
            let subject = PassthroughSubject<Int, TestError>()
            subject.subscribe(tracker)
            for value in 0 ..< 20 { subject.send(value) }
            subject.send(completion: .finished)
        }
        #expect(counts == [0, 0, 0, 0, 0, 1, 11, 2, 1, 20, 2, 12, 4, 5, 20, 10, 20, 12, 13, 20, 20, 20, 20, 20, 20])
    }

    /// OpenCombine: CurrentValueSubjectTests.testRequestingDemand (the current value first; a
    /// subscriber without demand gets the then-current value when it asks)
    @Test func currentValueDemand() {
        let counts = Self.inputCounts { tracker in
            let subject = CurrentValueSubject<Int, TestError>(112)
            subject.value -= 1
            subject.subscribe(tracker)
            for _ in 0 ..< 20 { subject.value += 1 }
            subject.value = subject.value
            subject.send(completion: .finished)
        }
        #expect(counts == [0, 0, 0, 0, 0, 1, 11, 2, 1, 22, 2, 12, 4, 5, 22, 10, 20, 12, 13, 22, 22, 22, 22, 22, 22])
    }

    /// OpenCombine: PassthroughSubjectTests.testSendFailureCompletion, CurrentValueSubjectTests.testSendFailureCompletion
    @Test func failure() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        subject.subscribe(tracker)
        subject.send(completion: .failure(.oops))
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.failure("oops")])
        let current = CurrentValueSubject<Int, TestError>(0)
        let second = Tracker<Int, TestError>(.unlimited)
        current.subscribe(second)
        current.value += 3
        current.send(completion: .failure(.oops))
        #expect(second.history == [E.sub("CurrentValueSubject"), E.val(0), E.val(3), E.failure("oops")])
    }

    /// OpenCombine: PassthroughSubjectTests.testMultipleSubscriptions
    @Test func manySubscriptionsOfOneSubscriber() {
        let subject = PassthroughSubject<Int, TestError>()
        final class Recursive: Subscriber {
            typealias Input = Int
            typealias Failure = TestError
            let subject: PassthroughSubject<Int, TestError>
            var subscriptions: [Subscription] = []
            var inputs: [Int] = []
            init(_ subject: PassthroughSubject<Int, TestError>) { self.subject = subject }
            func receive(subscription: Subscription) {
                subscription.request(.unlimited)
                subscriptions.append(subscription)
                if subscriptions.count < 10 { subject.subscribe(self) }
            }
            func receive(_ input: Int) -> Subscribers.Demand { inputs.append(input); return .none }
            func receive(completion: Subscribers.Completion<TestError>) {}
        }
        let subscriber = Recursive(subject)
        subject.subscribe(subscriber)
        subject.subscribe(subscriber)
        #expect(subscriber.subscriptions.count == 11)
        subject.send(0)
        #expect(subscriber.inputs == Array(repeating: 0, count: 11))
        for (index, subscription) in subscriber.subscriptions.enumerated() where index.isMultiple(of: 2) { subscription.cancel() }
        subject.send(1)
        #expect(subscriber.inputs == Array(repeating: 0, count: 11) + Array(repeating: 1, count: 5))
    }

    /// OpenCombine: CurrentValueSubjectTests.testMultipleSubscriptions (the current value comes
    /// inside the subscriber's own request)
    @Test func currentValueComesDuringTheRequest() {
        let subject = CurrentValueSubject<Int, TestError>(112)
        var history: [String] = []
        final class Recursive: Subscriber {
            typealias Input = Int
            typealias Failure = TestError
            let subject: CurrentValueSubject<Int, TestError>
            let log: (String) -> Void
            var count = 0
            init(_ subject: CurrentValueSubject<Int, TestError>, log: @escaping (String) -> Void) { self.subject = subject; self.log = log }
            func receive(subscription: Subscription) {
                subscription.request(.unlimited)
                log(E.sub("\(subscription)"))
                count += 1
                if count < 3 { subject.subscribe(self) }
            }
            func receive(_ input: Int) -> Subscribers.Demand { log(E.val(input)); return .none }
            func receive(completion: Subscribers.Completion<TestError>) {}
        }
        subject.subscribe(Recursive(subject) { history.append($0) })
        #expect(history == [E.val(112), E.sub("CurrentValueSubject"), E.val(112), E.sub("CurrentValueSubject"),
                            E.val(112), E.sub("CurrentValueSubject")])
    }

    /// OpenCombine: PassthroughSubjectTests.testMultipleCompletions, testValuesAfterCompletion,
    /// CurrentValueSubjectTests.testMultipleCompletions, testValuesAfterCompletion
    @Test func completesOnce() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker<Int, TestError>(.unlimited)
        tracker.onCompletion = { _ in
            subject.send(completion: .failure("must not recurse"))
            subject.send(42)
        }
        subject.subscribe(tracker)
        subject.send(42)
        subject.send(completion: .finished)
        subject.send(completion: .finished)
        subject.send(completion: .failure(.oops))
        subject.send(42)
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.val(42), E.finished])
        let current = CurrentValueSubject<Int, TestError>(112)
        let second = Tracker<Int, TestError>(.unlimited)
        second.onCompletion = { _ in current.value = 42 }
        current.subscribe(second)
        current.value = 44
        current.send(completion: .finished)
        current.value = 1201
        #expect(second.history == [E.sub("CurrentValueSubject"), E.val(112), E.val(44), E.finished])
    }

    /// OpenCombine: PassthroughSubjectTests.testSubscriptionAfterCompletion,
    /// CurrentValueSubjectTests.testSubscriptionAfterCompletion
    @Test func subscribingAfterCompletion() {
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(completion: .finished)
        let tracker = Tracker<Int, TestError>()
        subject.subscribe(tracker)
        CurrentValueSubject<Int, TestError>(0).with { $0.send(completion: .finished); $0.subscribe(tracker) }
        #expect(tracker.history == [E.sub("Empty"), E.finished, E.sub("Empty"), E.finished])
    }

    /// OpenCombine: CurrentValueSubjectTests.testChangeValueAfterCompletion,
    /// testSendValueAfterCompletion — and the model's former defect (issue 23): setting `value`
    /// after completion stores it; `send(_:)` after completion does not.
    @Test func valueAfterCompletion() {
        let set = CurrentValueSubject<Int, TestError>(0)
        set.send(completion: .finished)
        set.value = 42
        #expect(set.value == 42)
        let sent = CurrentValueSubject<Int, TestError>(0)
        sent.send(completion: .finished)
        sent.send(42)
        #expect(sent.value == 0)
    }

    /// OpenCombine: CurrentValueSubjectTests.testRequestSeveralTimes, testSubscriptionAfterSend,
    /// testSubscriptionAfterSet
    @Test func currentValueOnRequest() {
        let subject = CurrentValueSubject<Int, TestError>(-1)
        let tracker = Tracker<Int, TestError>()
        subject.subscribe(tracker)
        tracker.subscription?.request(.max(2))
        tracker.subscription?.request(.max(3))
        tracker.subscription?.request(.max(1))
        #expect(tracker.values == [-1])
        for value in 0 ..< 10 { subject.send(value) }
        #expect(tracker.values == [-1, 0, 1, 2, 3, 4])
        let later = CurrentValueSubject<Int, TestError>(0)
        later.send(2)
        let afterSend = Tracker<Int, TestError>(.unlimited)
        later.subscribe(afterSend)
        later.value = 3
        let afterSet = Tracker<Int, TestError>(.unlimited)
        later.subscribe(afterSet)
        #expect(afterSend.values == [2, 3] && afterSet.values == [3])
    }

    /// OpenCombine: PassthroughSubjectTests.testSendSubscription (upstream subscriptions are
    /// asked for unlimited demand once some subscriber has asked for something)
    @Test func passthroughUpstreamSubscriptions() {
        let upstream = TestSubscription()
        let subject = PassthroughSubject<Int, TestError>()
        subject.send(subscription: upstream)
        #expect(upstream.history == [])
        subject.subscribe(Tracker<Int, TestError>(.max(1)))
        #expect(upstream.history == [E.req(.unlimited)])
        subject.subscribe(Tracker<Int, TestError>(.max(2)))
        #expect(upstream.history == [E.req(.unlimited)])
        subject.send(subscription: upstream)
        #expect(upstream.history == [E.req(.unlimited), E.req(.unlimited)])
        let second = TestSubscription()
        subject.send(subscription: second)
        #expect(second.history == [E.req(.unlimited)])
    }

    /// OpenCombine: CurrentValueSubjectTests.testSendSubscription (asked at once)
    @Test func currentValueUpstreamSubscriptions() {
        let upstream = TestSubscription()
        let subject = CurrentValueSubject<Int, TestError>(1)
        subject.send(subscription: upstream)
        #expect(upstream.history == [E.req(.unlimited)])
        let tracker = Tracker<Int, TestError>(.max(1))
        subject.subscribe(tracker)
        #expect(tracker.history == [E.sub("CurrentValueSubject"), E.val(1)])
        #expect(upstream.history == [E.req(.unlimited)])
    }

    /// OpenCombine: PassthroughSubjectTests.testCompletion, testCancellation,
    /// CurrentValueSubjectTests.testCompletion, testCancellation
    @Test func nothingAfterTheEnd() {
        let subject = PassthroughSubject<Int, TestError>()
        let tracker = Tracker<Int, TestError>()
        subject.subscribe(tracker)
        tracker.subscription?.request(.max(12))
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(completion: .failure(.oops))
        tracker.subscription?.cancel()
        tracker.subscription?.request(.max(3))
        #expect(tracker.history == [E.sub("PassthroughSubject"), E.val(1), E.finished])
        let current = CurrentValueSubject<Int, TestError>(42)
        let cancelled = Tracker<Int, TestError>()
        current.subscribe(cancelled)
        cancelled.subscription?.request(.max(12))
        current.send(1)
        cancelled.subscription?.cancel()
        cancelled.subscription?.cancel()
        cancelled.subscription?.request(.max(3))
        current.send(2)
        #expect(cancelled.history == [E.sub("CurrentValueSubject"), E.val(42), E.val(1)])
    }

    /// OpenCombine: PassthroughSubjectTests.testCancelsUpstreamSubscriptionsOnDeinit,
    /// CurrentValueSubjectTests.testCancelsUpstreamSubscriptionsOnDeinit
    @Test func upstreamsCancelledWithTheSubject() {
        let upstream = TestSubscription()
        do {
            let subject = PassthroughSubject<Int, TestError>()
            for _ in 0 ..< 5 { subject.send(subscription: upstream) }
            #expect(upstream.history == [])
        }
        #expect(upstream.history == Array(repeating: E.cancelled, count: 5))
        let second = TestSubscription()
        do {
            let subject = CurrentValueSubject<Int, TestError>(42)
            for _ in 0 ..< 2 { subject.send(subscription: second) }
        }
        #expect(second.history == [E.req(.unlimited), E.req(.unlimited), E.cancelled, E.cancelled])
    }

    /// OpenCombine: PassthroughSubjectTests.testReleasesEverythingOnTermination,
    /// CurrentValueSubjectTests.testReleasesEverythingOnTermination
    @Test(arguments: [0, 1, 2])
    func releasedOnTermination(reason: Int) {
        weak var weakSubscriber: Tracker<Int, TestError>?
        weak var weakSubject: PassthroughSubject<Int, TestError>?
        do {
            let subject = PassthroughSubject<Int, TestError>()
            weakSubject = subject
            do {
                let tracker = Tracker<Int, TestError>()
                weakSubscriber = tracker
                subject.subscribe(tracker)
                switch reason {
                case 0: tracker.subscription?.cancel()
                case 1: subject.send(completion: .finished)
                default: subject.send(completion: .failure(.oops))
                }
            }
        }
        #expect(weakSubject == nil)
        #expect(weakSubscriber == nil)
    }
}

extension CurrentValueSubject {
    func with(_ body: (CurrentValueSubject) -> Void) { body(self) }
}
