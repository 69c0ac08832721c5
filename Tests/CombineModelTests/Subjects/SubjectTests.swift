@testable import CombineModel
import Testing

@Suite("Subjects")
struct SubjectTests {
    /// PassthroughSubject "drops values if there are no subscribers, or its current demand is zero".
    @Test func passthroughDropsWithoutDemand() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(0)
        let recorder = Recorder<Int, Never>(initial: .max(1))
        subject.subscribe(recorder)
        subject.send(1)
        subject.send(2)
        recorder.subscription?.request(.max(1))
        subject.send(3)
        #expect(recorder.values == [1, 3])
    }

    /// CurrentValueSubject sends its current value to a new subscriber, then each new value.
    @Test func currentValueStartsWithTheCurrentValue() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var received: [Int] = []
        let c = subject.sink { received.append($0) }
        subject.value = 2
        subject.send(3)
        #expect(received == [1, 2, 3])
        #expect(subject.value == 3)
        c.cancel()
    }

    @Test func completionEndsTheSubjectForLaterSubscribers() {
        let subject = PassthroughSubject<Int, Never>()
        var events: [String] = []
        let c = subject.sink(receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .finished)
        subject.send(2)
        _ = subject.sink(receiveCompletion: { _ in events.append("late done") }, receiveValue: { events.append("late \($0)") })
        #expect(events == ["1", "done", "late done"])
        c.cancel()
    }
}
