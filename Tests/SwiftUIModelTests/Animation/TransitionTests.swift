import CourseCheckProtocol
import Foundation
import SystemModel
@testable import SwiftUIModel
import Testing

private struct Swapping: View {
    @State var shown = false
    var body: some View {
        VStack {
            Button("Swap") { withAnimation(.linear(duration: 1)) { shown.toggle() } }
            if shown {
                Color.red.frame(width: 100, height: 40).transition(.asymmetric(insertion: .offset(x: 0, y: 50), removal: .opacity))
            } else {
                Color.blue.frame(width: 100, height: 40).transition(.asymmetric(insertion: .opacity, removal: .scale))
            }
        }
    }
}

/// Transitions, in the engine's suite (one engine and clock at a time).
extension AnimationEngineTests {
    private func transitioning(_ graph: ViewGraph) -> [(frame: CGRect, attributes: [(String, String)], effects: [DrawingEffect])] {
        let laidOut = screen.layOut(graph.displayTree())
        AnimationEngine.shared.resolve(laidOut.roots)
        return laidOut.flatten().filter { $0.node.kind == "frame" }.map { ($0.node.frame, $0.node.attributes, $0.node.drawing.lateEffects?($0.node.frame) ?? []) }
    }

    @Test func insertionAndRemovalRunTheirSides() throws {
        install()
        let graph = mount(Swapping())
        let blue = try #require(transitioning(graph).first).frame
        tap("Swap", in: graph)
        clock.advance(to: .milliseconds(500))
        let during = transitioning(graph)
        #expect(during.count == 2)
        // The leaving blue one keeps its frame and is drawn shrunk about its centre (removal: scale), half-way.
        let leaving = try #require(during.first { $0.attributes.contains { $0 == (Attribute.Name.transition, "leaving") } })
        #expect(leaving.frame == blue)
        let half = CGFloat(1 + (1e-5 - 1) * 0.5)
        #expect(leaving.effects.contains(.scale(CGSize(width: half, height: half), anchor: .center)))
        // The red one is drawn 25 points below, half-way up from 50 (insertion: offset).
        let entering = try #require(during.first { $0.attributes.contains { $0 == (Attribute.Name.transition, "entering") } })
        #expect(entering.effects.contains(.offset(CGSize(width: 0, height: 25))))
        clock.advance(to: .milliseconds(1100))
        let after = transitioning(graph)
        #expect(after.count == 1)
        #expect(after[0].effects.isEmpty)
    }
}
