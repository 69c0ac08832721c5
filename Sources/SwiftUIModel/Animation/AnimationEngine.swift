import CourseCheckProtocol
import Foundation
import SystemModel

/// Runs animations on the run's simulated clock, as SwiftUI's render loop would between frames.
///
/// SwiftUI runs a body once per change, with the end values; what animates is the rendered
/// value of each animatable attribute, interpolated from what was shown to the new value along
/// the animation's curve (Apple's documentation of `withAnimation` and `Animatable`). The model
/// does the same on the display tree:
///
/// - Every display node has a key (its view node's path and its index among that view's units,
///   `ViewGraph.units(of:)`), and the engine remembers each key's *model* values (frame and the
///   node's `animatableScalars`) from the last layout.
/// - A change opens a transaction (`withAnimation`, `withTransaction`, `Binding.animation`):
///   the engine notes it, with the clock's time. At the next layout (`resolve`), every key whose
///   values differ from the last layout's gets the transaction, changed by the modifiers above it
///   (`transactionRules`: `.animation(_:value:)`, `.animation(_:)`, `.transaction(_:)`); if
///   the result has an animation, the key animates from what was shown at the change to its new
///   value, else it jumps.
/// - `present` then writes each animating key's value at the clock's time into the laid-out
///   tree, so a screen taken part-way shows part-way frames and opacities.
/// - Completions run when the clock passes their animations' end (`.logicallyComplete`: the
///   curve's logical end; `.removed`: its settling end), at once if nothing animated.
///
/// Simplifications (documented in docs/ARCHITECTURE.md): changes made without a transaction
/// between the same two layouts as an animated one animate with it; a change to an animating
/// value restarts from the shown value without the old velocity (SwiftUI blends springs).
final class AnimationEngine: @unchecked Sendable {
    nonisolated(unsafe) static var shared = AnimationEngine()

    /// What a key shows: its frame and its named animatable values (opacity…).
    struct Values: Equatable {
        var frame: CGRect
        var scalars: [String: Double]
    }

    struct Active {
        var from: Values
        var to: Values
        var animation: Animation
        var start: Double
    }

    private var stack: [Transaction] = []
    /// Transactions opened since the last layout.
    private(set) var pending: [Transaction] = []
    private var lastModel: [String: Values] = [:]
    private(set) var active: [String: Active] = [:]
    /// Counts layouts: a scoped rule knows whether its value changed since the last one.
    private(set) var generation = 0
    private var reported: [String] = []

    var clock: SimulatedClock = .shared
    var now: Double { clock.seconds }

    /// The transaction whose body is running, if any (`Binding.animation` nests in it).
    var current: Transaction? { stack.last }

    func open(_ transaction: Transaction) {
        stack.append(transaction)
        pending.append(transaction)
    }

    func close() { _ = stack.popLast() }

    var hasPending: Bool { !pending.isEmpty }

    /// The `animations` section's lines since the last call.
    func takeReport() -> [String] {
        defer { reported = [] }
        return reported
    }

    /// Forgets everything (a new window, a test).
    func reset() {
        stack = []; pending = []; lastModel = [:]; active = [:]; reported = []
    }

    // MARK: Resolving changes into animations

    /// Compares the freshly laid-out tree with the last one and starts what animates, then shows
    /// the values of the clock's time (`present`).
    @MainActor
    func resolve(_ roots: [DisplayNode]) {
        let global = pending.last(where: { $0.animation != nil }) ?? pending.last
        var model: [String: Values] = [:]
        var started: [Double] = []      // logical ends, per animation started
        var settled: [Double] = []      // settling ends
        var animated = false

        func walk(_ node: DisplayNode, _ rules: [TransactionRule]) {
            let rules = rules + node.transactionRules
            if let key = node.animationKey {
                let values = Values(frame: node.frame, scalars: node.animatableScalars)
                model[key] = values
                if let old = lastModel[key], old != values {
                    var transaction = global
                    for rule in rules { rule.apply(&transaction, generation, now) }
                    if let transaction, let animation = transaction.animation {
                        let start = transaction.time ?? now
                        let from = presented(key, at: start) ?? old
                        active[key] = Active(from: from, to: values, animation: animation, start: start)
                        report(node, from: from, to: values, animation: animation)
                        animated = true
                        if let end = animation.logicalDuration { started.append(start + end) }
                        if let end = animation.totalDuration { settled.append(start + end) }
                    } else {
                        active[key] = nil
                    }
                }
            }
            node.children.forEach { walk($0, rules) }
        }
        roots.forEach { walk($0, []) }
        for key in active.keys where model[key] == nil { active[key] = nil }
        lastModel = model
        let resolved = pending
        pending = []
        generation += 1
        present(roots)
        scheduleCompletions(of: resolved, logicalEnd: started.max(), settledEnd: settled.max(), animated: animated)
    }

    private func scheduleCompletions(of transactions: [Transaction], logicalEnd: Double?, settledEnd: Double?, animated: Bool) {
        for transaction in transactions {
            for completion in transaction.completions {
                let box = CompletionBox(completion.action)
                let end = completion.removed ? settledEnd : logicalEnd
                if animated, let end {
                    clock.schedule(after: .seconds(max(end - now, 0))) { MainActor.assumeIsolated { box.run() } }
                } else if !animated {
                    // "If no animations are created, the completion is called immediately after
                    // body" (Apple's documentation): this layout follows the update the body ran in.
                    box.run()
                }
                // An animation that repeats for ever never completes.
            }
        }
    }

    /// The value a key showed at `time`, if it was animating.
    func presented(_ key: String, at time: Double) -> Values? {
        guard let running = active[key] else { return nil }
        let (fraction, finished) = running.animation.progress(at: time - running.start)
        return finished ? running.to : Self.interpolate(running.from, running.to, fraction)
    }

    /// Writes the values of the clock's time into the laid-out tree; ended animations are dropped.
    @MainActor
    func present(_ roots: [DisplayNode]) {
        let time = now
        func walk(_ node: DisplayNode) {
            if let key = node.animationKey, let running = active[key] {
                let (fraction, finished) = running.animation.progress(at: time - running.start)
                if finished {
                    active[key] = nil
                } else {
                    let shown = Self.interpolate(running.from, running.to, fraction)
                    node.present(frame: shown.frame)
                    node.animatableScalars = shown.scalars
                }
            }
            node.children.forEach(walk)
        }
        roots.forEach(walk)
    }

    static func interpolate(_ a: Values, _ b: Values, _ t: Double) -> Values {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        let frame = CGRect(x: mix(a.frame.minX, b.frame.minX), y: mix(a.frame.minY, b.frame.minY),
                           width: mix(a.frame.width, b.frame.width), height: mix(a.frame.height, b.frame.height))
        var scalars = b.scalars
        for (name, end) in b.scalars {
            let start = a.scalars[name] ?? end
            scalars[name] = start + (end - start) * t
        }
        return Values(frame: frame, scalars: scalars)
    }

    // MARK: The report

    @MainActor
    private func report(_ node: DisplayNode, from: Values, to: Values, animation: Animation) {
        var changes: [String] = []
        let pairs: [(String, CGFloat, CGFloat)] = [("x", from.frame.minX, to.frame.minX), ("y", from.frame.minY, to.frame.minY),
                                                   ("w", from.frame.width, to.frame.width), ("h", from.frame.height, to.frame.height)]
        for (name, a, b) in pairs where abs(a - b) > 0.005 {
            changes.append("\(name) \(ReportNumber.format(Double(a))) → \(ReportNumber.format(Double(b)))")
        }
        for name in to.scalars.keys.sorted() {
            let a = from.scalars[name] ?? to.scalars[name]!, b = to.scalars[name]!
            if abs(a - b) > 0.0005 { changes.append("\(name) \(ReportNumber.format(a)) → \(ReportNumber.format(b))") }
        }
        guard !changes.isEmpty else { return }
        let head = node.kind + (node.content.map { " " + $0 } ?? "")
        let duration = animation.totalDuration.map { ReportNumber.format($0) } ?? "forever"
        reported.append("\(head) \(changes.joined(separator: ", ")) animation=\(ReportQuoting.quote(animation.reportName)) duration=\(duration)")
    }
}

/// How a modifier above a display node changes the transaction of a change below it.
struct TransactionRule {
    /// The transaction (nil: the change had none), the engine's generation and time.
    let apply: (inout Transaction?, Int, Double) -> Void
}

/// A completion, carried to the clock's thread (the host's main actor) and run once.
private final class CompletionBox: @unchecked Sendable {
    private var action: (() -> Void)?
    init(_ action: @escaping () -> Void) { self.action = action }
    func run() {
        let action = self.action
        self.action = nil
        action?()
    }
}
