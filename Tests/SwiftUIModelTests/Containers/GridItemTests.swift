import Foundation
@testable import SwiftUIModel
import Testing

/// Grid items compare by size, spacing and alignment (Apple's `GridItem` is `Equatable`).
@Suite("Grid items")
struct GridItemTests {
    @Test func itemsAreEqualWhenTheirPartsAre() {
        #expect(GridItem() == GridItem(.flexible()))
        #expect(GridItem(.fixed(40)) != GridItem(.fixed(41)))
        #expect(GridItem(.adaptive(minimum: 80), spacing: 8) != GridItem(.adaptive(minimum: 80)))
        #expect(GridItem.Size.flexible(minimum: 10, maximum: .infinity) == .flexible())
    }
}
