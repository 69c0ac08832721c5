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

/// Transitions on a graph and a screen, with a clock of their own.
@MainActor @Suite(.serialized)
struct TransitionTests {
    let clock = SimulatedClock()
    let screen = Screen(DeviceModel.iPhone17.metrics)

    init() {
        clock.setMode(.steppedByHost)
        AnimationEngine.shared = AnimationEngine()
        AnimationEngine.shared.clock = clock
    }

    private func frames(_ graph: ViewGraph) -> [(String, CGRect, [(String, String)])] {
        let laidOut = screen.layOut(graph.displayTree())
        AnimationEngine.shared.resolve(laidOut.roots)
        return laidOut.flatten().filter { $0.node.kind == "frame" }.map { ($0.node.children.first?.content ?? "", $0.node.frame, $0.node.attributes) }
    }

    @Test func insertionAndRemovalRunTheirSides() throws {
        let graph = mount(Swapping())
        let before = frames(graph)
        let blue = try #require(before.first).1
        tap("Swap", in: graph)
        clock.advance(to: .milliseconds(500))
        let during = frames(graph)
        #expect(during.count == 2)
        // The leaving blue one shrinks about its centre (removal: scale), half-way.
        let leaving = try #require(during.first { $0.2.contains { $0 == (Attribute.Name.transition, "leaving") } })
        #expect(abs(leaving.1.width - blue.width * (1 + (1e-5 - 1) * 0.5)) < 0.01)
        #expect(abs(leaving.1.midX - blue.midX) < 0.01)
        // The red one comes up from 50 points below (insertion: offset), half-way.
        let entering = try #require(during.first { $0.2.contains { $0 == (Attribute.Name.transition, "entering") } })
        clock.advance(to: .milliseconds(1100))
        let after = frames(graph)
        #expect(after.count == 1)
        #expect(abs(entering.1.minY - (after[0].1.minY + 25)) < 0.01)
    }
}
