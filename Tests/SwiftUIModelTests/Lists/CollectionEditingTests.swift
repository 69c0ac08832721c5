import Foundation
@testable import SwiftUIModel
import Testing

/// `move(fromOffsets:toOffset:)` on collections (`Lists/CollectionEditing.swift`).
@Suite("Collection editing")
struct CollectionEditingTests {
    @Test func collectionMovesFollowArrayOffsets() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        #expect(letters == ["b", "d", "a", "c"])
        letters.move(fromOffsets: [3], toOffset: 0)
        #expect(letters == ["c", "b", "d", "a"])
    }
}
