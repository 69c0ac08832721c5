import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `listRowBackground(_:)`: a colour fills the row; another view is built behind the row's
/// content and takes the whole row.
@Suite("Row backgrounds") @MainActor
struct ListStylesTests {
    static func rows(_ tree: [DisplayNode]) -> [DisplayNode] {
        func walk(_ nodes: [DisplayNode]) -> [DisplayNode] { nodes.flatMap { ($0.kind == "Row" ? [$0] : []) + walk($0.children) } }
        return walk(tree)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aViewBehindARowFillsTheWholeRow() throws {
        _ = ModelProblems.take()
        let graph = mount(List {
            Text("Plain")
            Text("Framed").listRowBackground(RoundedRectangle(cornerRadius: 8).fill(Color.orange))
        })
        let tree = graph.displayTree()
        let screen = Screen(RunPlan.Device(name: "t", width: 390, height: 600, scale: 2, safeAreaTop: 20, safeAreaBottom: 0))
        _ = screen.layOut(tree)
        let rows = Self.rows(tree)
        #expect(rows.count == 2)
        #expect(rows[0].children.allSatisfy { $0.kind != RowBackgroundLayout.kind })
        let background = try #require(rows[1].children.first)
        #expect(background.kind == RowBackgroundLayout.kind)
        #expect(background.frame.width > 0 && background.frame == rows[1].frame)
        #expect(try #require(rows[1].rowContent).frame.width < rows[1].frame.width)
        #expect(rows[1].rowContent?.kind != RowBackgroundLayout.kind)
        #expect(rows[1].accessibility.label == "Framed")
        #expect(ModelProblems.take().isEmpty)
    }

    @Test func aColourBehindARowIsItsFill() {
        let graph = mount(List { Text("Red").listRowBackground(Color.red) })
        let row = Self.rows(graph.displayTree()).first
        #expect(row?.attributes.contains { $0 == (Attribute.Name.background, "red") } == true)
        #expect(row?.children.count == 1)
    }
}
