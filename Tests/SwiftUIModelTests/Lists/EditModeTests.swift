import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `onDelete` and `onMove` on a list's `ForEach` (`Lists/EditMode.swift`): the rows act on their offsets.
@Suite("Edit mode")
@MainActor
struct EditModeTests {
    @Test func rowsDeleteAndMoveByTheirOffsets() {
        let log = EventLog()
        let graph = mount(ListTests.Editable(log: log))
        ListTests.rows(graph)[1].carried[RowInteractionKey.self]?.delete?()
        graph.update()
        #expect(log.take() == ["delete [1]"])
        #expect(ListTests.rows(graph).map(\.accessibility.label) == ["a", "c", "loose"])
        // "c" to the first place: it goes before offset 0.
        ListTests.rows(graph)[1].carried[RowInteractionKey.self]?.move?(0)
        graph.update()
        #expect(log.take() == ["move [1] to 0"])
        ListTests.rows(graph)[0].carried[RowInteractionKey.self]?.move?(1)
        #expect(log.take() == ["move [0] to 2"])
    }
}
