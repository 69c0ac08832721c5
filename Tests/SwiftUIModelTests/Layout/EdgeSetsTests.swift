import Foundation
@testable import SwiftUIModel
import Testing

/// A set of one vertical or horizontal edge is that edge's option.
@Suite("Edge sets")
struct EdgeSetsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aSetOfOneEdgeIsItsOption() {
        #expect(VerticalEdge.Set(.top) == .top)
        #expect(VerticalEdge.Set(.bottom) == .bottom)
        #expect(HorizontalEdge.Set(.leading) == .leading)
        #expect(HorizontalEdge.Set(.trailing) == .trailing)
        #expect(VerticalEdge.Set(.top) != VerticalEdge.Set(.bottom))
    }
}
