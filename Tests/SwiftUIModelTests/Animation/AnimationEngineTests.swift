import CourseCheckProtocol
import Foundation
import SystemModel
@testable import SwiftUIModel
import Testing

private struct Growing: View {
    let log: EventLog
    @State var wide = false
    @State var other = false
    var body: some View {
        let _ = log.record("body")
        VStack {
            Rectangle().frame(width: wide ? 300 : 100, height: 50)
            Rectangle().frame(width: other ? 200 : 100, height: 20)
                .animation(.linear(duration: 2), value: other)
            Button("Grow") { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            Button("Other") { other.toggle() }
            Button("Both") { wide.toggle(); other.toggle() }
            Button("Plain") { wide.toggle() }
        }
    }
}

/// The engine on a graph and a screen, with a clock of its own.
@MainActor @Suite(.serialized)
struct AnimationEngineTests {
    let clock = SimulatedClock()
    let screen = Screen(DeviceModel.iPhone17.metrics)

    let engine = AnimationEngine()

    init() {
        clock.setMode(.steppedByHost)
        engine.clock = clock
    }

    /// Makes this test's engine the model's. Done in the test's own body: other suites run on the
    /// main actor between a suite's `init` and its test, and install engines of their own.
    func install() {
        AnimationEngine.shared = engine
    }

    private func widths(_ graph: ViewGraph) -> [Double] {
        let laidOut = screen.layOut(graph.displayTree())
        AnimationEngine.shared.resolve(laidOut.roots)
        return laidOut.flatten().filter { $0.node.kind == "Rectangle" }.map { Double($0.node.frame.width) }
    }

    private func press(_ title: String, _ graph: ViewGraph) {
        _ = widths(graph)
        tap(title, in: graph)
    }

    @Test func withAnimationInterpolatesTheFrameWithoutRunningTheBody() {
        install()
        let log = EventLog()
        let graph = mount(Growing(log: log))
        _ = widths(graph)
        _ = log.take()
        press("Grow", graph)
        #expect(log.take() == ["body"])
        #expect(widths(graph) == [100, 100])
        clock.advance(to: .milliseconds(250))
        #expect(widths(graph) == [150, 100])
        clock.advance(to: .milliseconds(1100))
        #expect(widths(graph) == [300, 100])
        #expect(log.take() == [])
        #expect(AnimationEngine.shared.active.isEmpty)
    }

    @Test func valueAnimationAppliesToItsViewOnly() {
        install()
        let graph = mount(Growing(log: EventLog()))
        _ = widths(graph)
        press("Both", graph)
        #expect(widths(graph) == [300, 100])     // the first jumps: no transaction
        clock.advance(to: .seconds(1))
        #expect(widths(graph) == [300, 150])     // the second: linear over 2 s
        let report = AnimationEngine.shared.takeReport()
        #expect(report.contains { $0.hasPrefix("Rectangle ") && $0.contains("w 100 → 200") && $0.contains("linear(duration: 2)") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func completionRunsWhenTheClockPassesTheEnd() {
        install()
        let graph = mount(Growing(log: EventLog()))
        _ = widths(graph)
        var done = false
        withAnimation(.linear(duration: 0.5)) {
            graph.root.map { _ in () }
        } completion: { done = true }
        _ = widths(graph)   // nothing changed: runs at once, right after the update
        #expect(done)

        var later = false
        withAnimation(.linear(duration: 0.5)) {
            tap("Plain", in: graph)
        } completion: { later = true }
        _ = widths(graph)
        clock.advance(to: .milliseconds(400))
        #expect(!later)
        clock.advance(to: .milliseconds(600))
        #expect(later)
    }

    @Test func disablingAnimationsInATransaction() {
        install()
        let graph = mount(Growing(log: EventLog()))
        _ = widths(graph)
        var transaction = Transaction(animation: nil)
        transaction.disablesAnimations = true
        withTransaction(transaction) { tap("Other", in: graph) }
        #expect(widths(graph) == [100, 200])   // `.animation(_:value:)` does not replace it
    }

    @Test func effectsInterpolateTheirParameters() {
        #expect(AnimationEngine.interpolate(.opacity(1), .opacity(0), 0.25) == .opacity(0.75))
        #expect(AnimationEngine.interpolate(.offset(.zero), .offset(CGSize(width: 100, height: -40)), 0.5) == .offset(CGSize(width: 50, height: -20)))
        #expect(AnimationEngine.interpolate(.rotation(.degrees(0), anchor: .center), .rotation(.degrees(90), anchor: .center), 0.5)
                == .rotation(.radians(Double.pi / 4), anchor: .center))
        // Different kinds do not mix: the end is drawn.
        #expect(AnimationEngine.interpolate(.opacity(1), .blur(radius: 4, opaque: false), 0.5) == .blur(radius: 4, opaque: false))
    }
}
