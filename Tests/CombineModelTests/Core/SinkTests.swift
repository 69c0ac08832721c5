@testable import CombineModel
import Testing

/// Follows OpenCombine's SubscribersTests/SinkTests.swift and SubscribersTests/AssignTests.swift.
@Suite("Sink and assign")
struct SinkTests {
    /// OpenCombine: SinkTests.testDescription, testSubscription
    @Test func sinkTakesOneSubscription() {
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(sink.description == "Sink")
        let first = TestSubscription(), second = TestSubscription()
        sink.receive(subscription: first)
        #expect(first.history == [E.req(.unlimited)])
        sink.receive(subscription: second)
        #expect(second.history == [E.cancelled])
        sink.receive(subscription: first)
        #expect(first.history == [E.req(.unlimited), E.cancelled])
        sink.receive(completion: .finished)
        let third = TestSubscription()
        sink.receive(subscription: third)
        #expect(third.history == [E.cancelled])
    }

    /// OpenCombine: SinkTests.testReceiveValue, testReceiveValueWithoutSubscription
    @Test func sinkValuesUntilTheEnd() {
        var value = 0
        var completions = 0
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in completions += 1 }, receiveValue: { value = $0 })
        #expect(sink.receive(12) == .none)
        #expect(value == 12)
        let subject = PassthroughSubject<Int, Never>()
        subject.subscribe(sink)
        subject.send(42)
        #expect(value == 42)
        subject.send(completion: .finished)
        #expect(completions == 1)
        #expect(sink.receive(100) == .none)
        sink.receive(completion: .finished)
        #expect(value == 42 && completions == 1)
        subject.subscribe(sink)
        subject.send(1_000_000)
        sink.cancel()
        #expect(value == 42 && completions == 1)
    }

    /// OpenCombine: SinkTests.testReleasesClosuresAfterCancellationWithSubscription,
    /// testDoesNotReleaseClosuresAfterCancellationNoSubscription,
    /// testReleasesClosuresAfterFinishingNoSubscription, testReleasesClosuresAfterFinishingWithSubscription,
    /// testReleasesClosuresAfterFailingNoSubscription, testReleasesClosuresAfterFailingWithSubscription
    @Test(arguments: [(true, 0), (false, 0), (true, 1), (false, 1), (true, 2), (false, 2)])
    func sinkReleasesItsClosures(subscribed: Bool, ending: Int) {
        final class Token {}
        weak var released: Token?
        let sink: Subscribers.Sink<Int, TestError>
        do {
            let token = Token()
            released = token
            sink = Subscribers.Sink(receiveCompletion: { _ in _ = token }, receiveValue: { _ in _ = token })
        }
        if subscribed { sink.receive(subscription: TestSubscription()) }
        switch ending {
        case 0: sink.cancel()
        case 1: sink.receive(completion: .finished)
        default: sink.receive(completion: .failure(.oops))
        }
        withExtendedLifetime(sink) {
            // A cancellation without a subscription keeps the closures (Apple's does too).
            #expect((released == nil) == (subscribed || ending != 0))
        }
    }

    /// OpenCombine: SinkTests.testRecursiveCompletion
    @Test func sinkIgnoresARecursiveCompletion() {
        var depth = 10
        var again: Subscribers.Sink<Int, Never>?
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: {
            guard depth > 0 else { return }
            depth -= 1
            again?.receive(completion: $0)
        }, receiveValue: { _ in })
        again = sink
        sink.receive(subscription: TestSubscription())
        sink.receive(completion: .finished)
        #expect(depth == 9)
        again = nil
    }

    /// OpenCombine: SinkTests.testPublisherOperator
    @Test func sinkOperator() {
        var value = 0
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.sink { value = $0 }
        subject.send(42)
        cancellable.cancel()
        subject.send(1)
        #expect(value == 42)
        do { _ = subject.sink { value = $0 } }
        subject.send(100)
        #expect(value == 42, "a dropped AnyCancellable cancels")
    }

    final class Target { var value = 0 }

    /// OpenCombine: AssignTests.testDescription, testSubscription
    @Test func assignTakesOneSubscription() {
        let target = Target()
        let assign = Subscribers.Assign(object: target, keyPath: \Target.value)
        #expect(assign.description == "Assign Target.")
        let first = TestSubscription(), second = TestSubscription()
        assign.receive(subscription: first)
        assign.receive(subscription: second)
        #expect(first.history == [E.req(.unlimited)])
        #expect(second.history == [E.cancelled])
        assign.receive(completion: .finished)
        #expect(assign.object == nil)
        let third = TestSubscription()
        assign.receive(subscription: third)
        assign.cancel()
        #expect(third.history == [E.cancelled])
        #expect(first.history == [E.req(.unlimited)])
    }

    /// OpenCombine: AssignTests.testReceiveValue (values only while subscribed)
    @Test func assignOnlyWhileSubscribed() {
        let target = Target()
        let assign = Subscribers.Assign(object: target, keyPath: \Target.value)
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, Never>(subscription)
        #expect(assign.receive(12) == .none)
        #expect(target.value == 0)
        publisher.subscribe(assign)
        #expect(publisher.send(42) == .none)
        #expect(target.value == 42)
        publisher.send(completion: .finished)
        #expect(assign.receive(100) == .none)
        publisher.subscribe(assign)
        publisher.send(1_000_000)
        #expect(target.value == 42)
        #expect(subscription.history == [E.req(.unlimited), E.cancelled])
    }

    /// OpenCombine: AssignTests.testPublisherOperator
    @Test func assignOperator() {
        let target = Target()
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.assign(to: \.value, on: target)
        subject.send(42)
        cancellable.cancel()
        subject.send(1)
        #expect(target.value == 42)
    }
}
