import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

private struct Nested: View {
    let log: EventLog
    @GestureState var pressing = false
    var body: some View {
        let _ = log.record("body pressing=\(pressing)")
        VStack {
            Color.red.frame(width: 100, height: 100)
                .onTapGesture { log.record("child") }
            Color.blue.frame(width: 100, height: 100)
                .onTapGesture { log.record("covered") }
                .highPriorityGesture(TapGesture().onEnded { log.record("high") })
            Color.green.frame(width: 100, height: 100)
                .allowsHitTesting(false)
        }
        .frame(width: 300)
        .contentShape(Rectangle())
        .simultaneousGesture(DragGesture(minimumDistance: 0).updating($pressing) { _, state, _ in state = true })
        .gesture(TapGesture().onEnded { log.record("parent") })
    }
}

@MainActor
struct TouchInputTests {
    let screen = Screen(DeviceModel.iPhone17.metrics)

    private func touch(_ graph: ViewGraph, at point: CGPoint) {
        let laidOut = screen.layOut(graph.displayTree())
        guard let path = TouchInput.hitTest(point, in: laidOut.roots) else { Issue.record("nothing hit"); return }
        let input = TouchInput(path: path)
        input.send(TouchEvent(phase: .began, locations: [point], time: 0))
        graph.update()
        input.send(TouchEvent(phase: .ended, locations: [point], time: 0))
        input.finish()
        graph.update()
    }

    private func frame(of kind: String, _ index: Int, _ graph: ViewGraph) -> CGRect {
        let laidOut = screen.layOut(graph.displayTree())
        return laidOut.flatten().filter { $0.node.kind == kind }.map(\.node.frame)[index]
    }

    @Test func theViewsOwnTapWinsOverItsParentsGesture() {
        let log = EventLog()
        let graph = mount(Nested(log: log))
        _ = log.take()
        let red = frame(of: "Color", 0, graph)
        touch(graph, at: CGPoint(x: red.midX, y: red.midY))
        #expect(log.take().filter { !$0.hasPrefix("body") } == ["child"])
    }

    @Test func aHighPriorityGestureWins() {
        let log = EventLog()
        let graph = mount(Nested(log: log))
        let blue = frame(of: "Color", 1, graph)
        _ = log.take()
        touch(graph, at: CGPoint(x: blue.midX, y: blue.midY))
        #expect(log.take().filter { !$0.hasPrefix("body") } == ["high"])
    }

    @Test func touchesPassThroughAViewThatAllowsNoHitTestingToTheContentShape() {
        let log = EventLog()
        let graph = mount(Nested(log: log))
        let green = frame(of: "Color", 2, graph)
        let laidOut = screen.layOut(graph.displayTree())
        let path = TouchInput.hitTest(CGPoint(x: green.midX, y: green.midY), in: laidOut.roots)
        #expect(path?.last?.kind != "Color")
        // A blank part of the stack takes touches only through its content shape.
        #expect(TouchInput.hitTest(CGPoint(x: green.minX - 50, y: green.midY), in: laidOut.roots) != nil)
    }

    @Test func gestureStateIsSetWhileRecognisedAndResetAfter() {
        let log = EventLog()
        let graph = mount(Nested(log: log))
        _ = log.take()
        let green = frame(of: "Color", 2, graph)
        touch(graph, at: CGPoint(x: green.midX, y: green.midY))
        #expect(log.take() == ["body pressing=true", "parent", "body pressing=false"])
    }
}
