import Foundation

/// Delivers a step's touches to the gestures of the views under them, as SwiftUI's gesture
/// system does:
///
/// - **Hit-testing** (`hitTest`): the frontmost view that paints under the point (or whose
///   `contentShape` covers it), skipping what is under `allowsHitTesting(false)`; the gestures
///   that hear the touch are that view's and its ancestors'.
/// - **Precedence**: a view's own gesture wins over its ancestors' `gesture(_:)` ("lower
///   precedence than gestures defined by the view"); an ancestor's `highPriorityGesture` wins
///   over the view's; a `simultaneousGesture` runs alongside whichever wins (Apple's
///   documentation of the three modifiers). A button is a tap of the view it draws.
/// - **Arbitration**: every candidate sees every event; the first in precedence that is
///   recognised once all before it have failed wins, and the others are cancelled. Only the
///   winner's and the simultaneous gestures' callbacks run, in the order they were queued.
/// - `@GestureState` resets when its gesture ends or is cancelled.
@MainActor
final class TouchInput {
    private struct Candidate {
        let recognizer: GestureRecognizer
        let name: String
    }

    private var exclusive: [Candidate] = []
    private var simultaneous: [Candidate] = []
    private var winner: Int?

    /// The gestures that hear a touch on `path` (root first, the touched view last).
    init(path: [DisplayNode]) {
        var high: [Candidate] = []      // outermost first
        var normal: [Candidate] = []    // innermost first
        for node in path.reversed() {
            if let action = node.touch.tapAction {
                let button = TapRecognizer(count: 1) { _ in () }
                let tap = CallbackRecognizer(button, onEnded: { _ in action() })
                tap.setFrame(node.frame)
                normal.append(Candidate(recognizer: tap, name: "button"))
            }
            for attached in node.touch.gestures {
                if !attached.mask.contains(.subviews) {
                    // Gestures of the views inside are disabled (`including:` without `.subviews`).
                    normal.removeAll { _ in true }
                    high.removeAll { _ in true }
                    simultaneous.removeAll { _ in true }
                }
                guard attached.mask.contains(.gesture) else { continue }
                let recognizer = attached.make()
                recognizer.setFrame(node.frame)
                let candidate = Candidate(recognizer: recognizer, name: attached.name)
                switch attached.priority {
                case .normal: normal.append(candidate)
                case .high: high.insert(candidate, at: 0)
                case .simultaneous: simultaneous.append(candidate)
                }
            }
        }
        exclusive = high + normal
    }

    var isEmpty: Bool { exclusive.isEmpty && simultaneous.isEmpty }

    func send(_ event: TouchEvent) {
        for candidate in exclusive { _ = candidate.recognizer.handle(event) }
        for candidate in simultaneous { _ = candidate.recognizer.handle(event) }
        arbitrate()
        deliver()
    }

    /// The fingers have lifted: what is still waiting fails (or falls back), then the last
    /// callbacks and the state resets run.
    func finish() {
        for candidate in exclusive { _ = candidate.recognizer.endInput() }
        for candidate in simultaneous { _ = candidate.recognizer.endInput() }
        arbitrate()
        deliver()
        var resets: [() -> Void] = []
        if let winner { resets += exclusive[winner].recognizer.takeResets() }
        for candidate in simultaneous { resets += candidate.recognizer.takeResets() }
        resets.forEach { $0() }
    }

    /// The winner is the first candidate, in precedence, that is recognised once every one
    /// before it has failed; until then a recognised one waits, its callbacks queued (as a
    /// recognizer that requires others to fail does).
    private func arbitrate() {
        guard winner == nil else { return }
        var found: Int?
        for (index, candidate) in exclusive.enumerated() {
            let phase = candidate.recognizer.phase
            if phase.isFailed { continue }
            if phase.isRecognized { found = index }
            break
        }
        guard let index = found else { return }
        winner = index
        for (other, candidate) in exclusive.enumerated() where other != index { candidate.recognizer.cancel() }
    }

    private func deliver() {
        var effects: [() -> Void] = []
        if let winner { effects += exclusive[winner].recognizer.takeEffects() }
        for candidate in simultaneous { effects += candidate.recognizer.takeEffects() }
        effects.forEach { $0() }
    }

    // MARK: Hit-testing

    /// The path from a root to the frontmost view that takes a touch at `point`, or nil.
    static func hitTest(_ point: CGPoint, in roots: [DisplayNode]) -> [DisplayNode]? {
        func hit(_ node: DisplayNode) -> [DisplayNode]? {
            if node.touch.hitTesting == .disabled { return nil }
            for child in node.children.reversed() {
                if let path = hit(child) { return [node] + path }
            }
            switch node.touch.hitTesting {
            case .shape(let shape) where contains(shape, node.frame, point): return [node]
            case .painted where node.drawing.paint != nil && node.frame.contains(point): return [node]
            default: return nil
            }
        }
        for root in roots.reversed() {
            if let path = hit(root) { return path }
        }
        return nil
    }

    private static func contains(_ shape: ClipShape, _ frame: CGRect, _ point: CGPoint) -> Bool {
        switch shape {
        case .circle, .ellipse:
            let bounds = shape.bounds(in: frame)
            guard bounds.width > 0, bounds.height > 0 else { return false }
            let dx = (point.x - bounds.midX) / (bounds.width / 2), dy = (point.y - bounds.midY) / (bounds.height / 2)
            return dx * dx + dy * dy <= 1
        default:
            return frame.contains(point)
        }
    }
}
