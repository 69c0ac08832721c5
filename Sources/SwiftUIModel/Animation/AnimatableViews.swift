import Foundation

/// A custom view that is `Animatable` (its `animatableData` a number, a pair…): in an animated
/// change SwiftUI "interpolates the value of `animatableData` and calls the view's body with the
/// interpolated values each frame" (Apple's documentation of `Animatable`). The model does the
/// same on the run's clock: when such a view's data changes in a transaction with an animation,
/// its body runs again every frame (60 a second: a 60 Hz display, no source) with the data
/// interpolated along the curve, until the animation ends.
@MainActor
enum AnimatableViews {
    final class Run {
        var from: Any
        var to: Any
        var animation: Animation
        var start: Double
        var scheduled = false
        init(from: Any, to: Any, animation: Animation, start: Double) {
            self.from = from
            self.to = to
            self.animation = animation
            self.start = start
        }
    }

    private static let key = "animatable.run"

    /// A node's view is about to be replaced by `new`: an animated change of its data starts a run.
    static func viewWillChange(_ node: ViewNode, old: any View, new: any View) {
        guard let newAnimatable = new as? any Animatable, let oldAnimatable = old as? any Animatable,
              ViewGraph.builtinView(new) == nil else { return }
        let newData = data(of: newAnimatable)
        let shown = (node.storage[key] as? Run).flatMap { current(of: $0) } ?? data(of: oldAnimatable)
        guard !isEqual(shown, newData) else { return }
        let engine = AnimationEngine.shared
        guard let transaction = engine.pending.last(where: { $0.animation != nil }) ?? engine.pending.last,
              let animation = transaction.animation else {
            node.storage[key] = nil
            return
        }
        node.storage[key] = Run(from: shown, to: newData, animation: animation, start: transaction.time ?? engine.now)
    }

    /// The view whose body runs now: the node's, with its data where the animation has it.
    static func shownValue(of node: ViewNode) -> any View {
        guard let run = node.storage[key] as? Run, let animatable = node.view as? any Animatable else { return node.view }
        guard let value = current(of: run) else {
            node.storage[key] = nil
            return node.view
        }
        scheduleFrame(node, run)
        return (setData(of: animatable, to: value) as? any View) ?? node.view
    }

    /// The interpolated data now, or nil when the animation has ended.
    private static func current(of run: Run) -> Any? {
        let (fraction, finished) = run.animation.progress(at: AnimationEngine.shared.now - run.start)
        if finished { return nil }
        return interpolate(run.from, run.to, fraction)
    }

    private static func scheduleFrame(_ node: ViewNode, _ run: Run) {
        guard !run.scheduled else { return }
        run.scheduled = true
        let clock = ModelClock.current
        clock.schedule(after: .seconds(1.0 / 60)) { [weak node] in
            ModelClock.onMain(clock) {
                run.scheduled = false
                guard let node, node.graph != nil, node.storage[key] as? Run === run else { return }
                node.invalidate()
            }
        }
    }

    // MARK: Opening the existentials

    private static func data(of value: any Animatable) -> Any {
        func open<A: Animatable>(_ a: A) -> Any { a.animatableData }
        return open(value)
    }

    private static func setData(of value: any Animatable, to data: Any) -> Any {
        func open<A: Animatable>(_ a: A) -> Any {
            var copy = a
            if let typed = data as? A.AnimatableData { copy.animatableData = typed }
            return copy
        }
        return open(value)
    }

    private static func isEqual(_ a: Any, _ b: Any) -> Bool {
        guard let a = a as? any VectorArithmetic else { return true }
        func open<V: VectorArithmetic>(_ x: V) -> Bool { (b as? V) == x }
        return open(a)
    }

    private static func interpolate(_ a: Any, _ b: Any, _ t: Double) -> Any {
        guard let a = a as? any VectorArithmetic else { return b }
        func open<V: VectorArithmetic>(_ x: V) -> Any {
            guard let y = b as? V else { return b }
            var delta = y - x
            delta.scale(by: t)
            return x + delta
        }
        return open(a)
    }
}
