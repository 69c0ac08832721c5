import Foundation
@testable import SwiftUIModel
import Testing

/// A binding to a mutable collection is a collection of bindings to its elements (iOS 15).
@Suite("Binding as a collection")
struct BindingCollectionTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func indicesMoveAndElementsWriteThrough() {
        var storage = [1, 2, 3]
        let binding = Binding(get: { storage }, set: { storage = $0 })
        var index = binding.startIndex
        binding.formIndex(after: &index)
        #expect(index == 1)
        binding.formIndex(before: &index)
        #expect(index == 0)
        let element: Binding<[Int]>.Element = binding[2]
        element.wrappedValue = 30
        #expect(storage == [1, 2, 30])
    }
}
