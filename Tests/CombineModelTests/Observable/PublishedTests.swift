@testable import CombineModel
import Testing

final class Counter: ObservableObject {
    @Published var count = 0
    var log: [String] = []
}

@Suite("ObservableObject and Published")
struct PublishedTests {
    /// objectWillChange fires before the change: a subscriber reading the property sees the old
    /// value (Apple's ObservableObject documentation: "emits the changed value before any of its
    /// @Published properties changes").
    @Test func objectWillChangeFiresBeforeTheChange() {
        let counter = Counter()
        var seen: [Int] = []
        let c = counter.objectWillChange.sink { seen.append(counter.count) }
        counter.count = 1
        counter.count = 2
        #expect(seen == [0, 1])
        #expect(counter.count == 2)
        c.cancel()
    }

    /// $property sends the current value, then each new one in willSet (the stored value is still
    /// the old one).
    @Test func projectedPublisherSendsInWillSet() {
        let counter = Counter()
        var seen: [String] = []
        let c = counter.$count.sink { seen.append("\($0) stored \(counter.count)") }
        counter.count = 5
        #expect(seen == ["0 stored 0", "5 stored 0"])
        c.cancel()
    }

    @Test func assignToPublished() {
        let counter = Counter()
        let subject = PassthroughSubject<Int, Never>()
        subject.assign(to: &counter.$count)
        subject.send(9)
        #expect(counter.count == 9)
    }

    @Test func eachObjectHasItsOwnPublisher() {
        let a = Counter(), b = Counter()
        var fired = 0
        let c = a.objectWillChange.sink { fired += 1 }
        b.count = 1
        #expect(fired == 0)
        a.count = 1
        #expect(fired == 1)
        c.cancel()
    }
}
