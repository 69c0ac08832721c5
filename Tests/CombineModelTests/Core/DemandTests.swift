@testable import CombineModel
import Testing

/// A subscriber that asks for a fixed demand at subscription and records what arrives.
final class Recorder<Input, Failure: Error>: Subscriber {
    var values: [Input] = []
    var completions: [Subscribers.Completion<Failure>] = []
    var subscription: Subscription?
    let initial: Subscribers.Demand
    let perValue: Subscribers.Demand
    init(initial: Subscribers.Demand = .unlimited, perValue: Subscribers.Demand = .none) {
        self.initial = initial
        self.perValue = perValue
    }
    func receive(subscription: Subscription) {
        self.subscription = subscription
        subscription.request(initial)
    }
    func receive(_ input: Input) -> Subscribers.Demand { values.append(input); return perValue }
    func receive(completion: Subscribers.Completion<Failure>) { completions.append(completion) }
    var finished: Bool { completions.count == 1 && { if case .finished = completions[0] { return true }; return false }() }
}

@Suite("Demand and completion")
struct DemandTests {
    /// Apple's Subscribers.Demand: unlimited absorbs additions; subtraction never goes below zero.
    @Test func demandArithmetic() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
        #expect(Subscribers.Demand.max(1) - .max(3) == .none)
        #expect(Subscribers.Demand.max(1) < .unlimited)
        #expect(Subscribers.Demand.unlimited.max == nil)
    }

    /// A publisher sends no more than the subscriber asked for (Apple's Publisher documentation:
    /// demand), and finishes only after the last element.
    @Test func aSequenceHonoursDemand() {
        let recorder = Recorder<Int, Never>(initial: .max(2))
        [1, 2, 3, 4].publisher.subscribe(recorder)
        #expect(recorder.values == [1, 2])
        #expect(recorder.completions.isEmpty)
        recorder.subscription?.request(.max(5))
        #expect(recorder.values == [1, 2, 3, 4])
        #expect(recorder.finished)
    }

    @Test func justSendsOnceThenFinishes() {
        let recorder = Recorder<String, Never>(initial: .none)
        Just("a").subscribe(recorder)
        #expect(recorder.values.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == ["a"])
        #expect(recorder.finished)
    }

    @Test func emptyAndFail() {
        var events: [String] = []
        _ = Empty<Int, Never>().sink(receiveCompletion: { _ in events.append("finished") }, receiveValue: { events.append("\($0)") })
        struct Oops: Error {}
        _ = Fail<Int, Oops>(error: Oops()).sink(receiveCompletion: { if case .failure = $0 { events.append("failed") } },
                                               receiveValue: { events.append("\($0)") })
        #expect(events == ["finished", "failed"])
    }

    /// AnyCancellable cancels when it is deinitialized (Apple's AnyCancellable documentation).
    @Test func aDroppedCancellableCancels() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(received == [1])
        #expect(cancellable == nil)
    }

    @Test func storeKeepsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var bag = Set<AnyCancellable>()
        var received: [Int] = []
        subject.sink { received.append($0) }.store(in: &bag)
        subject.send(1)
        #expect(received == [1])
        #expect(bag.count == 1)
    }

    @Test func futureRunsAtOnceAndSharesItsResult() {
        var runs = 0
        let future = Future<Int, Never> { promise in runs += 1; promise(.success(7)) }
        var a: [Int] = [], b: [Int] = []
        _ = future.sink { a.append($0) }
        _ = future.sink { b.append($0) }
        #expect(runs == 1)
        #expect(a == [7] && b == [7])
    }
}
