@testable import CombineModel
import Testing

@Suite("Operators")
struct OperatorTests {
    @Test func mapFilterCompactMapRemoveDuplicates() {
        var out: [Int] = []
        _ = [1, 1, 2, 3, 3, 4].publisher.removeDuplicates().filter { $0 != 2 }.map { $0 * 10 }.sink { out.append($0) }
        #expect(out == [10, 30, 40])
        var strings: [Int] = []
        _ = ["1", "x", "3"].publisher.compactMap(Int.init).sink { strings.append($0) }
        #expect(strings == [1, 3])
    }

    /// A filtered-out element asks upstream for one more, so demand of 2 still yields 2 elements.
    @Test func filterReplacesDemandForDroppedElements() {
        let recorder = Recorder<Int, Never>(initial: .max(2))
        [1, 2, 3, 4, 5].publisher.filter { $0 % 2 == 1 }.subscribe(recorder)
        #expect(recorder.values == [1, 3])
    }

    @Test func combineLatestWaitsForBothThenPairsTheLatest() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var out: [String] = []
        let c = a.combineLatest(b).sink { out.append("\($0.0)\($0.1)") }
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        b.send("y")
        #expect(out == ["2x", "3x", "3y"])
        c.cancel()
    }

    @Test func zipPairsInOrder() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<String, Never>()
        var out: [String] = []
        let c = a.zip(b).sink { out.append("\($0.0)\($0.1)") }
        a.send(1)
        a.send(2)
        b.send("x")
        b.send("y")
        b.send("z")
        #expect(out == ["1x", "2y"])
        c.cancel()
    }

    @Test func mergeInterleavesAndFinishesWhenBothFinish() {
        let a = PassthroughSubject<Int, Never>(), b = PassthroughSubject<Int, Never>()
        var out: [String] = []
        let c = a.merge(with: b).sink(receiveCompletion: { _ in out.append("done") }, receiveValue: { out.append("\($0)") })
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        b.send(completion: .finished)
        #expect(out == ["1", "2", "3", "done"])
        c.cancel()
    }

    @Test func flatMapAndSwitchToLatest() {
        var flat: [Int] = []
        _ = [1, 2].publisher.flatMap { [$0, $0 * 10].publisher }.sink { flat.append($0) }
        #expect(flat == [1, 10, 2, 20])

        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>(), second = PassthroughSubject<Int, Never>()
        var latest: [Int] = []
        let c = outer.switchToLatest().sink { latest.append($0) }
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(latest == [1, 3])
        c.cancel()
    }

    @Test func scanAndDropFirst() {
        var out: [Int] = []
        _ = [1, 2, 3].publisher.scan(0, +).dropFirst().sink { out.append($0) }
        #expect(out == [3, 6])
    }

    @Test func assignToOn() {
        final class Box { var value = 0 }
        let box = Box()
        let c = Just(5).assign(to: \.value, on: box)
        #expect(box.value == 5)
        c.cancel()
    }

    @Test func typeErasure() {
        let erased: AnyPublisher<Int, Never> = Just(1).map { $0 + 1 }.eraseToAnyPublisher()
        var out: [Int] = []
        _ = erased.sink { out.append($0) }
        #expect(out == [2])
    }
}
