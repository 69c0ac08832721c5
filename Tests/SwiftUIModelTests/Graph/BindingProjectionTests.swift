@testable import SwiftUIModel
import Testing

/// `Binding`'s projections of another binding read and write through to it.
@Suite("Binding projections") @MainActor
struct BindingProjectionTests {
    final class Box { var value = 3 }

    @Test func anOptionalProjectionReadsTheBaseAndIgnoresNil() {
        let box = Box()
        let base = Binding(get: { box.value }, set: { box.value = $0 })
        let optional = Binding<Int?>(base)
        #expect(optional.wrappedValue == 3)
        optional.wrappedValue = 5
        #expect(box.value == 5)
        optional.wrappedValue = nil
        #expect(box.value == 5)
    }

    @Test func aHashableProjectionWritesBackAsTheBasesType() {
        let box = Box()
        let base = Binding(get: { box.value }, set: { box.value = $0 })
        let hashable = Binding<AnyHashable>(base)
        #expect(hashable.wrappedValue == AnyHashable(3))
        hashable.wrappedValue = AnyHashable(8)
        #expect(box.value == 8)
    }
}
