import Foundation
import SystemModel

/// A container that animates its content through phases (iOS 17's `PhaseAnimator`): it shows
/// the first phase; then (at once and for ever without a trigger, or once through all phases
/// and back to the first each time the trigger changes) it moves to the next phase with the
/// animation `animation` gives for that phase, and on to the following one when that animation
/// has logically completed ("When the animation completes, the animator moves to the next phase",
/// Apple's documentation). The changes run through `withAnimation` on the run's clock.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    /// The view itself, drawn as the model draws it: the graph draws it as a builtin view and
    /// never asks for its body; code that reads the body gets the view (`PrimitiveViewBody`).
    public var body: some View { PrimitiveViewBody(content: self) }
    let phases: [Phase]
    let trigger: Any?
    let hasTrigger: Bool
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        trigger = nil
        hasTrigger = false
        self.content = content
        self.animation = animation
    }

    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = trigger
        hasTrigger = true
        self.content = content
        self.animation = animation
    }
}

/// A phase animator's run, kept by its node.
final class PhaseRun {
    var index = 0
    var trigger: Any?
    var started = false
    /// Phases still to go in a triggered pass.
    var remaining = 0
    var token: SimulatedClock.Token?
}

@available(*, deprecated, message: "the model's own use of API whose availability is data")
extension PhaseAnimator: BuiltinView {
    private func run(_ node: ViewNode) -> PhaseRun {
        if let run = node.storage["phases"] as? PhaseRun { return run }
        let run = PhaseRun()
        node.storage["phases"] = run
        return run
    }

    func makeChildren(_ context: BuildContext) -> [ChildView] {
        guard !phases.isEmpty else { return [] }
        let run = run(context.node)
        return [ChildView(identity: .index(0), view: content(phases[min(run.index, phases.count - 1)]))]
    }

    func didBuild(_ node: ViewNode) {
        node.isInvalidated = false
        guard phases.count > 1 else { return }
        let run = run(node)
        if !run.started {
            run.started = true
            run.trigger = trigger
            if !hasTrigger { schedule(node, run, after: 0) }
        } else if hasTrigger, !equalValues(run.trigger, trigger) {
            run.trigger = trigger
            run.remaining = phases.count
            schedule(node, run, after: 0)
        }
    }

    /// The next move, when the clock reaches it (the host's steps move the clock).
    private func schedule(_ node: ViewNode, _ run: PhaseRun, after delay: Double) {
        if let token = run.token { ModelClock.current.cancel(token) }
        run.token = ModelClock.current.schedule(after: .seconds(delay)) { [weak node] in
            ModelClock.onMain {
                guard let node, node.graph != nil, let current = node.view as? PhaseAnimator else { return }
                current.advance(node, run)
            }
        }
    }

    private func advance(_ node: ViewNode, _ run: PhaseRun) {
        run.token = nil
        let next = (run.index + 1) % phases.count
        let animation = self.animation(phases[next])
        withAnimation(animation) {
            run.index = next
            node.invalidate()
        }
        if hasTrigger {
            run.remaining -= 1
            if run.remaining <= 0 { return }
        }
        // At least a frame (a 60 Hz display's; no source) between phases with no animation.
        let length = animation.flatMap { $0.logicalDuration } ?? 0
        schedule(node, run, after: max(length, 1.0 / 60))
    }
}

extension View {
    /// Cycles the view through `phases` for ever (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = self
        return PhaseAnimator(phases, content: { phase in content(PlaceholderContentView(content: view), phase) }, animation: animation)
    }

    /// Runs the view through `phases` once each time `trigger` changes (iOS 17).
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = self
        return PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView(content: view), phase) }, animation: animation)
    }
}

/// Whether two values of the same Equatable type are equal.
func equalValues(_ a: Any?, _ b: Any?) -> Bool {
    guard let a = a as? any Equatable, let b else { return a == nil && b == nil }
    func equal<E: Equatable>(_ x: E) -> Bool { (b as? E) == x }
    return equal(a)
}
