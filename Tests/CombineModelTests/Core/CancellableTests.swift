@testable import CombineModel
import Testing

/// Follows OpenCombine's AnyCancellableTests.swift, CombineIdentifierTests.swift and
/// Subscriptions/EmptySubscriptionTests.swift.
@Suite("AnyCancellable and identifiers")
struct CancellableTests {
    /// OpenCombine: AnyCancellableTests.testClosureInitialized
    @Test func closureInitialized() {
        var fired = false
        let cancellable = AnyCancellable { fired = true }
        #expect(!fired)
        cancellable.cancel()
        #expect(fired)
        fired = false
        do { _ = AnyCancellable { fired = true } }
        #expect(fired, "AnyCancellable cancels when deinitialized")
    }

    /// OpenCombine: AnyCancellableTests.testCancelableInitialized, testIndirectCancellation
    @Test func wrapsACancellable() {
        let subscription = TestSubscription()
        let first = AnyCancellable(subscription)
        let second = AnyCancellable(first)
        second.cancel()
        #expect(subscription.history == [E.cancelled])
        first.cancel()
        #expect(subscription.history == [E.cancelled])
        do { _ = AnyCancellable(subscription) }
        #expect(subscription.history == [E.cancelled, E.cancelled])
    }

    /// OpenCombine: AnyCancellableTests.testCancelTwice
    @Test func cancelsOnce() {
        var count = 0
        let cancellable = AnyCancellable { count += 1 }
        cancellable.cancel()
        cancellable.cancel()
        #expect(count == 1)
    }

    /// OpenCombine: AnyCancellableTests.testStoreInArbitraryCollection, testStoreInSet
    @Test func storing() {
        var array: [AnyCancellable] = []
        let first = AnyCancellable {}
        first.store(in: &array)
        let second = AnyCancellable(first)
        second.store(in: &array)
        #expect(array == [first, second])
        let abstracted: Cancellable = second
        abstracted.store(in: &array)
        #expect(array.count == 3 && array[2] != second)
        var set = Set<AnyCancellable>()
        first.store(in: &set)
        second.store(in: &set)
        second.store(in: &set)
        #expect(set == [first, second])
        abstracted.store(in: &set)
        #expect(set.count == 3)
    }

    /// OpenCombine: CombineIdentifierTests.testDefaultInitialized, testAnyObject
    @Test func identifiers() {
        #expect(CombineIdentifier() != CombineIdentifier())
        final class Object {}
        let a = Object(), b = Object()
        #expect(CombineIdentifier(a) == CombineIdentifier(a))
        #expect(CombineIdentifier(a) != CombineIdentifier(b))
        #expect(CombineIdentifier(a).description == "0x\(String(UInt(bitPattern: ObjectIdentifier(a)), radix: 16))")
    }

    /// OpenCombine: EmptySubscriptionTests.testSingleInstance
    @Test func emptySubscriptionIsOneInstance() {
        #expect(Subscriptions.empty.combineIdentifier == Subscriptions.empty.combineIdentifier)
        #expect("\(Subscriptions.empty)" == "Empty")
    }
}
