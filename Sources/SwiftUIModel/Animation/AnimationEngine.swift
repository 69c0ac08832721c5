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
///   `ViewGraph.units(of:)`), and the engine remembers each key's *model* values (its frame and
///   its drawing effect's parameters) from the last layout.
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
/// Simplifications (docs/ARCHITECTURE.md, "What reports itself as not modelled"): changes made without a transaction
/// between the same two layouts as an animated one animate with it; a change to an animating
/// value restarts from the shown value without the old velocity (SwiftUI blends springs).
final class AnimationEngine: @unchecked Sendable {
    nonisolated(unsafe) static var shared = AnimationEngine()

    /// What a key shows: its frame and its drawing effect (an opacity, an offset, a rotation…,
    /// `Effects/DrawingEffect.swift`), whose parameters interpolate.
    struct Values: Equatable {
        var frame: CGRect
        var effect: DrawingEffect?
    }

    struct Active {
        var from: Values
        var to: Values
        var animation: Animation
        var start: Double
    }

    /// A view inserted or removed with a transition, running.
    struct Transitioning {
        var entering: Bool
        var effects: [TransitionEffect]
        var animation: Animation
        var start: Double
        /// A removed view: its last display node (drawn where it was), its parent's key and index.
        var ghost: DisplayNode?
        var parentKey: String?
        var index: Int
        /// The ghost's frames when it was removed, by node, and its own late effects.
        var frames: [ObjectIdentifier: CGRect] = [:]
        var ownLateEffects: (@MainActor (CGRect) -> [DrawingEffect])?
    }

    /// Where a key was in the last tree: for a removal, where to draw what leaves.
    private struct Placement {
        var node: DisplayNode
        var parentKey: String?
        var index: Int
        var rules: [TransactionRule]
    }

    private var stack: [Transaction] = []
    private var lastPlacements: [String: Placement] = [:]
    private var lastContent: [String: String] = [:]
    /// The frame of each `matchedGeometryEffect` id in the last layout, and its key.
    private var lastMatched: [AnyHashable: (key: String, frame: CGRect)] = [:]
    private(set) var transitioning: [String: Transitioning] = [:]
    /// Transactions opened since the last layout.
    private(set) var pending: [Transaction] = []
    private var lastModel: [String: Values] = [:]
    private(set) var active: [String: Active] = [:]
    /// Counts layouts: a scoped rule knows whether its value changed since the last one.
    private(set) var generation = 0
    private var reported: [String] = []

    var clock: SimulatedClock = ModelClock.current
    var now: Double { clock.seconds }

    /// The transaction whose body is running, if any (`Binding.animation` nests in it).
    var current: Transaction? { stack.last }

    /// Numbers the outermost transactions opened, so that state changes can be grouped by the
    /// one they were made in (`StateCommits`); 0 outside any.
    private var openedCount = 0
    private(set) var currentSerial = 0

    func open(_ transaction: Transaction) {
        if stack.isEmpty {
            openedCount += 1
            currentSerial = openedCount
        }
        stack.append(transaction)
        pending.append(transaction)
    }

    func close() {
        _ = stack.popLast()
        if stack.isEmpty { currentSerial = 0 }
    }

    var hasPending: Bool { !pending.isEmpty }

    /// The `animations` section's lines since the last call.
    func takeReport() -> [String] {
        defer { reported = [] }
        return reported
    }

    /// Forgets everything (a new window, a test).
    func reset() {
        stack = []; pending = []; lastModel = [:]; active = [:]; reported = []; lastPlacements = [:]; transitioning = [:]; lastMatched = [:]; lastContent = [:]
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

        var presentKeys = Set<String>()
        func collect(_ node: DisplayNode) {
            if let key = node.animation.key { presentKeys.insert(key) }
            node.children.forEach(collect)
        }
        roots.forEach(collect)
        var placements: [String: Placement] = [:]
        var contents: [String: String] = [:]
        var nodesByKey: [String: DisplayNode] = [:]
        let firstLayout = lastModel.isEmpty

        func transaction(under rules: [TransactionRule]) -> Transaction? {
            var transaction = global
            for rule in rules { rule.apply(&transaction, generation, now) }
            return transaction
        }

        func walk(_ node: DisplayNode, _ rules: [TransactionRule], _ parentKey: String?, _ index: Int, _ parentIsNew: Bool,
                  _ contentTransition: String? = nil) {
            let rules = rules + node.animation.transactionRules
            let contentTransition = node.animation.contentTransition ?? contentTransition
            if let key = node.animation.key, let content = node.content {
                // A content transition: the new content is drawn; the change is listed.
                if let name = contentTransition, let old = lastContent[key], old != content,
                   let transaction = transaction(under: rules), let animation = transaction.animation {
                    reported.append("\(node.kind) \(content) content \(old) → \(content) transition=\(ReportQuoting.quote(name)) animation=\(ReportQuoting.quote(animation.reportName)) duration=\(animation.totalDuration.map { ReportNumber.format($0) } ?? "forever")")
                }
                contents[key] = content
            }
            var isNew = parentIsNew
            if let key = node.animation.key {
                let values = Values(frame: node.frame, effect: node.drawing.effect)
                model[key] = values
                placements[key] = Placement(node: node, parentKey: parentKey, index: index, rules: rules)
                nodesByKey[key] = node
                if lastModel[key] == nil, !firstLayout {
                    // Inserted: the outermost new node runs its transition (default: opacity);
                    // one matched with a removed view's geometry moves from where that one was.
                    let matchedFrom = node.animation.matchedGeometry.flatMap { lastMatched[$0] }.flatMap { matched in
                        presentKeys.contains(matched.key) ? nil : matched.frame
                    }
                    if !parentIsNew || matchedFrom != nil, let transaction = transaction(under: rules),
                       let animation = node.animation.transition?.animation ?? transaction.animation {
                        let spec = node.animation.transition ?? AnyTransition.opacity.spec
                        let effects = spec.insertion + (matchedFrom.map { [TransitionEffect(kind: .geometry($0))] } ?? [])
                        if !effects.isEmpty {
                            let start = transaction.time ?? now
                            transitioning[key] = Transitioning(entering: true, effects: effects, animation: animation, start: start,
                                                               ghost: nil, parentKey: parentKey, index: index)
                            reportTransition(node, entering: true, spec: spec, animation: animation)
                            animated = true
                            if let end = animation.logicalDuration { started.append(start + end) }
                            if let end = animation.totalDuration { settled.append(start + end) }
                        }
                    }
                    isNew = true
                }
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
            let childParent = node.animation.key ?? parentKey
            for (offset, child) in node.children.enumerated() { walk(child, rules, childParent, offset, isNew, contentTransition) }
        }
        for root in roots { walk(root, [], nil, 0, false) }
        for key in active.keys where model[key] == nil { active[key] = nil }

        // Removed: the outermost removed node leaves with its transition, drawn where it was.
        for (key, placement) in lastPlacements where model[key] == nil {
            if let parent = placement.parentKey, lastPlacements[parent] != nil, model[parent] == nil { continue }
            guard transitioning[key]?.ghost == nil else { continue }
            transitioning[key] = nil
            guard let transaction = transaction(under: placement.rules),
                  let animation = placement.node.animation.transition?.animation ?? transaction.animation else { continue }
            let spec = placement.node.animation.transition ?? AnyTransition.opacity.spec
            // A view matched by geometry with one just inserted moves to where that one is.
            let matchedTo = placement.node.animation.matchedGeometry.flatMap { id in
                nodesByKey.values.first { $0.animation.matchedGeometry == id && lastModel[$0.animation.key ?? ""] == nil }?.frame
            }
            let effects = spec.removal + (matchedTo.map { [TransitionEffect(kind: .geometry($0))] } ?? [])
            guard !effects.isEmpty else { continue }
            let start = transaction.time ?? now
            var frames: [ObjectIdentifier: CGRect] = [:]
            func record(_ node: DisplayNode) { frames[ObjectIdentifier(node)] = node.frame; node.children.forEach(record) }
            record(placement.node)
            placement.node.attributes.append((Attribute.Name.transition, "leaving"))
            transitioning[key] = Transitioning(entering: false, effects: effects, animation: animation, start: start,
                                               ghost: placement.node, parentKey: placement.parentKey, index: placement.index, frames: frames,
                                               ownLateEffects: placement.node.drawing.lateEffects)
            reportTransition(placement.node, entering: false, spec: spec, animation: animation)
            animated = true
            if let end = animation.logicalDuration { started.append(start + end) }
            if let end = animation.totalDuration { settled.append(start + end) }
        }
        for (key, running) in transitioning where running.entering && model[key] == nil { transitioning[key] = nil }
        lastModel = model
        lastContent = contents
        lastPlacements = placements
        lastMatched = [:]
        for (key, node) in nodesByKey { if let id = node.animation.matchedGeometry { lastMatched[id] = (key, node.frame) } }
        insertGhosts(into: roots, nodesByKey)
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
                    clock.schedule(after: .seconds(max(end - now, 0))) { [clock] in ModelClock.onMain(clock) { box.run() } }
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
            if let key = node.animation.key, let running = active[key] {
                let (fraction, finished) = running.animation.progress(at: time - running.start)
                if finished {
                    active[key] = nil
                } else {
                    let shown = Self.interpolate(running.from, running.to, fraction)
                    node.present(frame: shown.frame)
                    if let effect = shown.effect, effect != node.drawing.effect {
                        // The effect's parameters part-way, and its report attributes with them.
                        let keys = Set((node.drawing.effect?.attributes ?? []).map(\.0))
                        node.attributes = effect.attributes + node.attributes.filter { !keys.contains($0.0) }
                        node.drawing.effect = effect
                    }
                }
            }
            node.children.forEach(walk)
        }
        roots.forEach(walk)
        presentTransitions(roots, at: time)
    }

    /// Puts each leaving view back where it was, among its old siblings, while it transitions.
    @MainActor
    private func insertGhosts(into roots: [DisplayNode], _ nodesByKey: [String: DisplayNode]) {
        for (key, running) in transitioning.sorted(by: { $0.value.index < $1.value.index }) {
            guard let ghost = running.ghost else { continue }
            guard let parentKey = running.parentKey, let parent = nodesByKey[parentKey] else {
                transitioning[key] = nil   // its container went too
                continue
            }
            parent.children.insert(ghost, at: min(running.index, parent.children.count))
        }
    }

    /// Draws what enters and leaves at the clock's time; ended transitions are dropped (a leaving
    /// view is then gone).
    @MainActor
    private func presentTransitions(_ roots: [DisplayNode], at time: Double) {
        guard !transitioning.isEmpty else { return }
        var byKey: [String: DisplayNode] = [:]
        func index(_ node: DisplayNode) {
            if let key = node.animation.key, byKey[key] == nil { byKey[key] = node }
            node.children.forEach(index)
        }
        roots.forEach(index)
        for (key, running) in transitioning {
            let (fraction, finished) = running.animation.progress(at: time - running.start)
            if finished {
                transitioning[key] = nil
                if let ghost = running.ghost { Self.detach(ghost, from: roots) }
                continue
            }
            guard let node = running.ghost ?? byKey[key] else { continue }
            // Entering: from the effects' full state to none; leaving: the other way. The view
            // keeps its frame (a leaving one, the frames it had); the transition is drawing
            // effects on it, as SwiftUI's are modifiers: the screen draws it moved (`drawn=`) and
            // faded (`visible=`), and the report line lists them (`effect=opacity opacity=0.5`).
            let amount = running.entering ? 1 - fraction : fraction
            if let ghost = running.ghost {
                func restore(_ drawn: DisplayNode) {
                    if let original = running.frames[ObjectIdentifier(drawn)] { drawn.present(frame: original) }
                    drawn.children.forEach(restore)
                }
                restore(ghost)
            }
            let frame = node.frame
            let state = TransitionSpec.state(running.effects, frame: frame, amount: amount)
            var effects: [DrawingEffect] = []
            if state.dx != 0 || state.dy != 0 { effects.append(.offset(CGSize(width: state.dx, height: state.dy))) }
            if state.sx != 1 || state.sy != 1 { effects.append(.scale(CGSize(width: state.sx, height: state.sy), anchor: .center)) }
            if running.effects.contains(where: { $0.kind == .opacity }) { effects.append(.opacity(state.opacity)) }
            let earlier = running.ghost == nil ? node.drawing.lateEffects : running.ownLateEffects
            node.drawing.lateEffects = { frame in (earlier?(frame) ?? []) + effects }
            if running.entering, !node.attributes.contains(where: { $0.0 == Attribute.Name.transition }) {
                node.attributes.append((Attribute.Name.transition, "entering"))
            }
        }
    }

    /// How a line names a node: its kind and content, or for a node without content (a frame, a
    /// stack) the first element with content inside it, in brackets: `frame [Text "Arriving"]`.
    @MainActor
    static func describe(_ node: DisplayNode) -> String {
        if let content = node.content { return node.kind + " " + content }
        func first(_ node: DisplayNode) -> DisplayNode? {
            for child in node.children {
                if child.content != nil { return child }
                if let found = first(child) { return found }
            }
            return nil
        }
        guard let inner = first(node), let content = inner.content else { return node.kind }
        return "\(node.kind) [\(inner.kind) \(content)]"
    }

    @MainActor
    private static func detach(_ ghost: DisplayNode, from roots: [DisplayNode]) {
        func walk(_ node: DisplayNode) {
            node.children.removeAll { $0 === ghost }
            node.children.forEach(walk)
        }
        roots.forEach(walk)
    }

    @MainActor
    private func reportTransition(_ node: DisplayNode, entering: Bool, spec: TransitionSpec, animation: Animation) {
        let head = Self.describe(node)
        let duration = animation.totalDuration.map { ReportNumber.format($0) } ?? "forever"
        reported.append("\(head) \(entering ? "enters" : "leaves") transition=\(ReportQuoting.quote(spec.name)) animation=\(ReportQuoting.quote(animation.reportName)) duration=\(duration)")
    }

    static func interpolate(_ a: Values, _ b: Values, _ t: Double) -> Values {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        let frame = CGRect(x: mix(a.frame.minX, b.frame.minX), y: mix(a.frame.minY, b.frame.minY),
                           width: mix(a.frame.width, b.frame.width), height: mix(a.frame.height, b.frame.height))
        return Values(frame: frame, effect: interpolate(a.effect, b.effect, t))
    }

    /// An effect part-way between two of the same kind (a different kind jumps to the end).
    static func interpolate(_ a: DrawingEffect?, _ b: DrawingEffect?, _ t: Double) -> DrawingEffect? {
        guard let a, let b else { return b }
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        func mix(_ x: CGSize, _ y: CGSize) -> CGSize { CGSize(width: mix(x.width, y.width), height: mix(x.height, y.height)) }
        func mix(_ x: Angle, _ y: Angle) -> Angle { Angle(radians: mix(x.radians, y.radians)) }
        switch (a, b) {
        case (.offset(let x), .offset(let y)): return .offset(mix(x, y))
        case (.scale(let x, _), .scale(let y, let anchor)): return .scale(mix(x, y), anchor: anchor)
        case (.rotation(let x, _), .rotation(let y, let anchor)): return .rotation(mix(x, y), anchor: anchor)
        case (.rotation3D(let x, _, _, _, _), .rotation3D(let y, let axis, let anchor, let z, let perspective)):
            return .rotation3D(mix(x, y), axis: axis, anchor: anchor, anchorZ: z, perspective: perspective)
        case (.opacity(let x), .opacity(let y)): return .opacity(mix(x, y))
        case (.blur(let x, _), .blur(let y, let opaque)): return .blur(radius: mix(x, y), opaque: opaque)
        case (.shadow(_, let r1, let x1, let y1), .shadow(let color, let r2, let x2, let y2)):
            return .shadow(color: color, radius: mix(r1, r2), x: mix(x1, x2), y: mix(y1, y2))
        case (.brightness(let x), .brightness(let y)): return .brightness(mix(x, y))
        case (.contrast(let x), .contrast(let y)): return .contrast(mix(x, y))
        case (.saturation(let x), .saturation(let y)): return .saturation(mix(x, y))
        case (.grayscale(let x), .grayscale(let y)): return .grayscale(mix(x, y))
        case (.hueRotation(let x), .hueRotation(let y)): return .hueRotation(mix(x, y))
        case (.zIndex(let x), .zIndex(let y)): return .zIndex(mix(x, y))
        default: return b
        }
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
        let before = Dictionary((from.effect?.attributes ?? []).map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        for (name, value) in to.effect?.attributes ?? [] where before[name] != value {
            changes.append("\(name) \(before[name] ?? "none") → \(value)")
        }
        guard !changes.isEmpty else { return }
        let head = Self.describe(node)
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
