@testable import SwiftUIModel
import Testing

/// `Binding(get:set:)` with Apple's `@isolated(any) @Sendable` closures reads and writes through
/// them; the variant whose setter takes a transaction gets the one the change is made in.
@Suite("Binding initialisers") @MainActor
struct BindingInitialiserTests {
    final class Box: @unchecked Sendable { var value = 1; var animation: Animation?? = nil }

    @Test func isolatedClosuresReadAndWrite() {
        let box = Box()
        // Typed as Apple's parameters, so that only the public initialiser takes them.
        let get: @isolated(any) @Sendable () -> Int = { box.value }
        let set: @isolated(any) @Sendable (Int) -> Void = { box.value = $0 }
        let binding = Binding(get: get, set: set)
        #expect(binding.wrappedValue == 1)
        binding.wrappedValue = 4
        #expect(box.value == 4)
        #expect(binding.wrappedValue == 4)
    }

    @Test func theSetterGetsTheTransactionOfTheChange() {
        let box = Box()
        let get: @isolated(any) @Sendable () -> Int = { box.value }
        let set: @isolated(any) @Sendable (Int, Transaction) -> Void = { box.value = $0; box.animation = $1.animation }
        let binding = Binding(get: get, set: set)
        binding.wrappedValue = 2
        #expect(box.value == 2)
        #expect(box.animation == .some(nil))
        withAnimation(.linear) { binding.wrappedValue = 3 }
        #expect(box.value == 3)
        #expect(box.animation == .some(.linear))
    }
}
