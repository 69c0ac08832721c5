import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// GeometryReader (Apple's documentation; OpenSwiftUI): it takes all the space offered, proposes
/// that whole size to its content, and places the content at its top-leading corner.
@Suite("GeometryReader") @MainActor
struct GeometryReaderTests {
    @Test func takesTheWholeProposalAndPlacesContentTopLeading() {
        let box = GeometryBox()
        let reader = DisplayNode(kind: "GeometryReader", children: [leaf(30, 20)], layout: GeometryReaderLayout(box: box))
        #expect(reader.sizeThatFits(ProposedViewSize(width: 300, height: 150)) == CGSize(width: 300, height: 150))
        // An unspecified axis is 10 points, like other flexible views.
        #expect(reader.sizeThatFits(ProposedViewSize(width: 300, height: nil)) == CGSize(width: 300, height: 10))
        reader.place(in: CGRect(x: 5, y: 7, width: 300, height: 150))
        #expect(reader.children[0].frame == CGRect(x: 5, y: 7, width: 30, height: 20))
        #expect(box.frame == CGRect(x: 5, y: 7, width: 300, height: 150))
    }

    @Test func proposesItsWholeSizeToItsContent() {
        let reader = DisplayNode(kind: "GeometryReader", children: [leaf(30, 20, flexible: true)], layout: GeometryReaderLayout(box: GeometryBox()))
        reader.place(in: CGRect(x: 0, y: 0, width: 120, height: 80))
        #expect(reader.children[0].frame == CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    struct HalfWidth: View {
        var body: some View {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 2, height: 40)
                }
                .frame(height: 100)
            }
        }
    }

    /// The content is built once the reader's size is known, and sees that size: in a screen 200
    /// points wide, half the width is 100.
    @Test func contentSeesTheSizeItWasGiven() {
        let graph = mount(HalfWidth())
        let screen = Screen(RunPlan.Device(name: "t", width: 200, height: 300, scale: 2, safeAreaTop: 20, safeAreaBottom: 0))
        var laidOut = screen.layOut(graph.displayTree())
        // Before the first layout the reader was empty; placing it asked for its content.
        #expect(graph.needsUpdate)
        graph.update()
        laidOut = screen.layOut(graph.displayTree())
        #expect(!graph.needsUpdate)
        let color = laidOut.flatten().first { $0.node.kind == "Color" }?.node
        #expect(color?.frame.size == CGSize(width: 100, height: 40))
        // Top-leading in the reader, which is as wide as the screen and 100 tall, centred in the safe area.
        let reader = laidOut.flatten().first { $0.node.kind == "GeometryReader" }?.node
        #expect(reader?.frame == CGRect(x: 0, y: 20 + (280 - 100) / 2, width: 200, height: 100))
        #expect(color?.frame.origin == reader?.frame.origin)
    }
}
