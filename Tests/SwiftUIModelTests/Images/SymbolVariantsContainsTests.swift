@testable import SwiftUIModel
import Testing

/// A set of symbol variants contains another when it has its fill, slash and shape.
@Suite("Symbol variants: contains")
struct SymbolVariantsContainsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func variantsContainTheirParts() {
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.circle.contains(.fill))
        #expect(!SymbolVariants.square.contains(.circle))
        #expect(SymbolVariants.fill.rectangle.contains(.rectangle))
        #expect(SymbolVariants.fill.rectangle == SymbolVariants.rectangle.fill)
        #expect(SymbolVariants.none.contains(.none))
    }
}
