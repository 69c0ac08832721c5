@testable import SwiftUIModel
import Testing

/// A slice of a layout's subviews is `LayoutSubviews` too and keeps their indices, as a
/// collection's slice does; subviews picked by indices come in the order asked.
@Suite("LayoutSubviews slices") @MainActor
struct LayoutSubviewsSliceTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSliceKeepsItsIndicesAndIndicesPickInOrder() {
        let placements = PlacementBox()
        let nodes = (0..<4).map { _ in leaf(10, 10) }
        let all = LayoutSubviews(subviews: nodes.map { LayoutSubview(node: $0, placements: placements) })
        let middle: LayoutSubviews = all[1..<3]
        #expect(middle.startIndex == 1 && middle.endIndex == 3)
        #expect(middle[1].node === nodes[1] && middle[2].node === nodes[2])
        #expect(middle[2..<3].map { ObjectIdentifier($0.node) } == [ObjectIdentifier(nodes[2])])
        let picked: LayoutSubviews = all[[3, 0]]
        #expect(picked.map { ObjectIdentifier($0.node) } == [nodes[3], nodes[0]].map(ObjectIdentifier.init))
        #expect(all.dropFirst().count == 3)
    }
}
