import Foundation
@testable import SwiftUIModel
import Testing

@Suite("Display node slots")
@MainActor
struct DisplayNodeSlotTests {
    /// A slot of this test's own, as an engine would declare one.
    struct CounterSlot: DisplayNodeSlot {
        var count = 0
        var names: [String] = []
    }

    @Test func anUnsetSlotReadsItsInitialValue() {
        let node = leaf(10, 10)
        #expect(node[CounterSlot.self].count == 0)
        #expect(node.accessibility.label == nil)
        #expect(node.touch.hitTesting == .painted)
        #expect(node.drawing.paint == nil)
    }

    @Test func aSlotKeepsWhatItsEngineWrites() {
        let node = leaf(10, 10)
        node[CounterSlot.self].count += 2
        node[CounterSlot.self].names.append("a")
        #expect(node[CounterSlot.self].count == 2)
        #expect(node[CounterSlot.self].names == ["a"])
    }

    @Test func slotsAreApartFromEachOtherAndFromOtherNodes() {
        let node = leaf(10, 10)
        let other = leaf(10, 10)
        node.accessibility.label = "Save"
        node.animation.key = "root#0"
        #expect(node[CounterSlot.self].count == 0)
        #expect(node.touch.tapAction == nil)
        #expect(node.accessibility.label == "Save")
        #expect(other.accessibility.label == nil)
        #expect(other.animation.key == nil)
    }
}
