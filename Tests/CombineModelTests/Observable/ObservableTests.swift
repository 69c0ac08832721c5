@testable import CombineModel
import Testing

/// Follows OpenCombine's ObservableObjectPublisherTests.swift, ObservableObjectTests.swift and
/// PublishedTests.swift.
@Suite("ObservableObject and Published")
struct ObservableTests {
    final class Counter: ObservableObject {
        @Published var count = 0
        @Published var other = 0
    }

    /// OpenCombine: ObservableObjectPublisherTests.testBasicBehavior (a subscriber that has asked
    /// for anything gets every change)
    @Test func objectWillChangePublisher() {
        let publisher = ObservableObjectPublisher()
        let first = Tracker<Void, Never>()
        publisher.subscribe(first)
        #expect(first.history == [E.sub("ObservableObjectPublisher")])
        publisher.send()
        first.subscription?.request(.max(1))
        publisher.send()
        publisher.send()
        publisher.send()
        #expect(first.values.count == 3)
        let second = Tracker<Void, Never>(.unlimited)
        publisher.subscribe(second)
        publisher.send()
        first.subscription?.cancel()
        publisher.send()
        #expect(first.values.count == 4)
        #expect(second.values.count == 2)
    }

    /// OpenCombine: ObservableObjectTests.testBasicBehavior, testPublishedFieldIsConstant
    @Test func observableObject() {
        let counter = Counter()
        let tracker = Tracker<Void, Never>()
        counter.objectWillChange.subscribe(tracker)
        tracker.subscription?.request(.max(2))
        counter.count += 1
        counter.count += 2
        counter.count += 3
        counter.other += 1
        #expect(tracker.values.count == 4)
        #expect(counter.objectWillChange === counter.objectWillChange)
    }

    /// objectWillChange fires before the change: a subscriber reading the property sees the old
    /// value (Apple's ObservableObject documentation: "emits the changed value before any of its
    /// @Published properties changes"); each object has its own publisher.
    @Test func objectWillChangeBeforeTheChange() {
        let counter = Counter(), other = Counter()
        var seen: [Int] = []
        let cancellable = counter.objectWillChange.sink { seen.append(counter.count) }
        counter.count = 1
        counter.count = 2
        other.count = 5
        #expect(seen == [0, 1])
        cancellable.cancel()
    }

    /// OpenCombine: PublishedTests.testBasicBehavior (the value is stored after it is sent; a
    /// subscriber without demand gets the current value when it asks)
    @Test func published() {
        let counter = Counter()
        let first = Tracker<Int, Never>()
        var current = 0
        first.onValue = { _ in
            #expect(counter.count == current, "the property changes after the value is sent")
            return .none
        }
        counter.$count.subscribe(first)
        #expect(first.history == [E.sub("PublishedSubject")])
        first.subscription?.request(.max(2))
        counter.count += 1
        current = 1
        counter.count += 2
        current = 3
        counter.count += 3
        current = 6
        #expect(first.values == [0, 1])
        first.subscription?.request(.max(10))
        #expect(first.values == [0, 1, 6])
        let second = Tracker<Int, Never>(.unlimited)
        counter.$count.subscribe(second)
        counter.count = 42
        current = 42
        first.subscription?.cancel()
        counter.count = -1
        #expect(first.values == [0, 1, 6, 42])
        #expect(second.values == [6, 42, -1])
    }

    /// OpenCombine: PublishedTests.testAssignToPublished, testAssignToPublishedFinish (the
    /// subscription lives as long as the object; a finish is not passed on)
    @Test func assignToPublished() {
        let subscription = TestSubscription()
        let publisher = TestPublisher<Int, Never>(subscription)
        let tracker = Tracker<Int, Never>()
        weak var weakCounter: Counter?
        do {
            let counter = Counter()
            publisher.assign(to: &counter.$count)
            #expect(subscription.history == [E.req(.unlimited)])
            counter.$count.subscribe(tracker)
            #expect(publisher.send(1) == .none)
            tracker.subscription?.request(.max(3))
            publisher.send(2)
            publisher.send(3)
            publisher.send(4)
            #expect(tracker.history == [E.sub("PublishedSubject"), E.val(1), E.val(2), E.val(3)])
            #expect(counter.count == 4)
            tracker.cancelAll()
            weakCounter = counter
            #expect(subscription.history == [E.req(.unlimited)])
        }
        #expect(weakCounter == nil)
        #expect(subscription.history == [E.req(.unlimited), E.cancelled])
        let finishing = TestPublisher<Int, Never>()
        let counter = Counter()
        finishing.assign(to: &counter.$count)
        let watcher = Tracker<Int, Never>(.unlimited)
        counter.$count.subscribe(watcher)
        finishing.send(completion: .finished)
        #expect(watcher.history == [E.sub("PublishedSubject"), E.val(0)])
    }

    /// OpenCombine: PublishedTests.testPublishedSubjectDemand
    @Test func publishedDemand() {
        let counter = Counter()
        let tracker = Tracker<Int, Never>(onValue: { .max($0) })
        counter.$count.subscribe(tracker)
        tracker.subscription?.request(.max(2))
        counter.count = 1
        counter.count = 2
        for _ in 0 ..< 3 { counter.count = 0 }
        #expect(tracker.values == [0, 1, 2, 0, 0])
        tracker.subscription?.request(.max(2))
        tracker.subscription?.request(.max(3))
        #expect(tracker.values == [0, 1, 2, 0, 0, 0])
        for _ in 0 ..< 4 { counter.count = 0 }
        counter.count = 1
        #expect(tracker.values == [0, 1, 2, 0, 0, 0, 0, 0, 0, 0])
        tracker.subscription?.request(.max(1))
        counter.count = 0
        counter.count = 0
        #expect(tracker.values == [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0])
    }
}
