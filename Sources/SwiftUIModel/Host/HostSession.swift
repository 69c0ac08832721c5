import CourseCheckProtocol
import Foundation

/// The state of one run: the window's graph, the screen, what has been observed.
@MainActor
final class HostSession {
    let plan: RunPlan
    let root: @MainActor () -> any View
    let screen: Screen
    var graph: ViewGraph?
    var observation = Observation()
    var problems: [String] = []

    init(plan: RunPlan, root: @escaping @MainActor () -> any View) {
        self.plan = plan
        self.root = root
        screen = Screen(plan.device)
    }

    var rootEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: plan.localeIdentifier)
        environment.dynamicTypeSize = DynamicTypeSize(plan.dynamicTypeSize)
        environment.colorScheme = plan.colorScheme == .dark ? .dark : .light
        environment.displayScale = CGFloat(plan.device.scale)
        environment.applyAccessibilitySettings(plan.accessibility)
        return environment
    }

    func perform(_ step: RunPlan.Step) async -> StepObservation {
        problems = []
        switch step {
        case .launch:
            show(root())
        case .preview(let name):
            let previews = PreviewDiscovery.previews(in: plan.files.map { ($0.fileID, $0.lines) })
            let providers = PreviewProviders.previews(mangledNames: plan.previewProviders)
            if let preview = previews.first(where: { $0.name == name }) {
                show(preview.make())
            } else if let preview = providers.first(where: { name == nil || $0.name == name }) {
                // A `PreviewProvider`'s preview (the first, or the one with that display name).
                show(preview.view)
            } else {
                let known = (previews.map(\.name) + providers.map(\.name)).map { $0.map { "\"\($0)\"" } ?? "(unnamed)" }.joined(separator: ", ")
                problems.append("no #Preview named \(name.map { "\"\($0)\"" } ?? "(unnamed)"); the scenario has: \(known.isEmpty ? "none" : known)")
            }
        case .tap(let title):
            tap(title)
        case .wait(let seconds):
            await advanceClock(by: .seconds(seconds))
        case .type(let text, let field):
            type(text, into: field)
        case .test:
            problems.append("a test step runs in a test build of the scenario, not in the app")
        case .touchTap, .longPress, .drag, .pinch, .rotate:
            // Touches for gestures (`HostSession+Gestures.swift`).
            await touch(step)
        case .background, .foreground, .openURL:
            // The app's life outside its views (`App/AppLifecycle.swift`).
            lifecycle(step)
        case .back, .dismiss, .select, .set, .increment, .decrement, .swipe, .delete, .move, .search, .submit, .refresh, .tapTab, .chooseDate:
            // Steps that act on a control or a screen element (`HostSession+Interactions.swift`).
            await interact(step)
        case .activate, .adjust, .accessibilityAction, .escape, .magicTap:
            // VoiceOver's gestures on an element of the accessibility tree (`HostSession+Accessibility.swift`).
            voiceOver(step)
        }
        await settle()
        return snapshot(label: step.description)
    }

    private func show(_ view: any View) {
        AnimationEngine.shared.reset()
        let graph = ViewGraph(environment: rootEnvironment)
        self.graph = graph
        // The first frame, before `onAppear` runs: an animation it starts starts from there.
        graph.onMounted = { [unowned self, unowned graph] in _ = self.layOut(graph) }
        graph.mount(view)
    }

    private func tap(_ title: String) {
        guard let graph else { problems.append("nothing is on screen to tap"); return }
        let laidOut = layOut(graph)
        let candidates = laidOut.interactive().filter { $0.node.touch.tapAction != nil && $0.node.accessibility.label == title }
        guard let target = candidates.first else {
            // Not a button: a view with a tap gesture (`onTapGesture`), touched at its centre.
            if tapView(title, laidOut) { return }
            // A disabled control is there, but a tap does nothing (Apple's `disabled(_:)`).
            if let disabled = laidOut.interactive().first(where: { $0.node.accessibility.label == title && $0.node.attributes.contains { $0.0 == Attribute.Name.disabled } }) {
                ModelEvents.record("\(disabled.node.kind) \"\(title)\" is disabled: the tap does nothing")
                return
            }
            let titles = laidOut.interactive().filter { $0.node.touch.tapAction != nil }.compactMap(\.node.accessibility.label)
            problems.append("no button titled \"\(title)\" on screen; tappable: \(titles.map { "\"\($0)\"" }.joined(separator: ", "))")
            return
        }
        target.node.touch.tapAction?()
        graph.update()
    }

    private func type(_ text: String, into field: String) {
        guard let graph else { problems.append("nothing is on screen to type into"); return }
        let laidOut = layOut(graph)
        // A field is found by its title, or (a text editor, which has none) by its kind.
        guard let target = laidOut.interactive().first(where: { $0.node.textInput.receive != nil && ($0.node.accessibility.label == field || $0.node.kind == field) }) else {
            let fields = laidOut.interactive().filter { $0.node.textInput.receive != nil }.compactMap(\.node.accessibility.label)
            problems.append("no text field titled \"\(field)\" on screen; fields: \(fields.map { "\"\($0)\"" }.joined(separator: ", "))")
            return
        }
        target.node.textInput.receive?(text)
        // Typing gives the field the focus (`focused(_:)`).
        laidOut.nearestCarried(FocusLinkKey.self, from: target.node)?.focus()
        graph.update()
    }

    /// How long, in real time, a step's work may keep running before the step ends without it:
    /// only a runaway run (a loop that never waits) meets it.
    static let runawayLimit: Double = 2

    /// Tells when nothing is runnable: exactly, under the run's executors (`RunExecutors`, which
    /// the host's entry point installs); elsewhere (unit tests, which run on the standard
    /// executors) after a few turns of the main actor. False when the real-time deadline passed
    /// while work was still running.
    var waitUntilQuiet: @MainActor (DispatchTime) async -> Bool = HostSession.standardQuiet

    static var standardQuiet: @MainActor (DispatchTime) async -> Bool {
        if RunExecutors.isInstalled { return { await RunExecutors.waitUntilQuiet(deadline: $0) } }
        return { _ in
            for _ in 0..<fallbackTurns { await Task.yield() }
            // The standard main executor runs on Dispatch's main queue, so those turns mostly run
            // the blocks queued there (`MainQueueTurns`) too, but not always all of a chain of
            // blocks that queue the next: more turns, a bounded number, until none is left.
            var turns = 0
            while MainQueueTurns.pending > 0, turns < fallbackTurns * fallbackTurns {
                await Task.yield()
                turns += 1
            }
            return true
        }
    }

    /// Turns of the main actor that stand for "nothing runnable" where the run's executors are not
    /// installed: enough for a main-actor task to take a few steps.
    static let fallbackTurns = 10

    /// Lets the work a step started run until nothing is runnable: the tasks views started, their
    /// loads, the updates they cause, the animations that start and the completions with nothing
    /// to wait for. Work that waits for the simulated clock (which only a `wait` step moves, even
    /// for a delay of zero: "on the next move"), or for ever (a spinner, a request that never
    /// answers), is left waiting, at no cost in real time. A step whose work keeps running past
    /// `runawayLimit` seconds of real time ends without it, and says so.
    private func settle() async {
        let deadline = DispatchTime.now() + Self.runawayLimit
        while let graph {
            guard await waitUntilQuiet(deadline) else {
                problems.append("the step's work was still running after \(ReportNumber.format(Self.runawayLimit)) s of real time (a loop that never waits?); the step ends without it")
                return
            }
            guard graph.needsUpdate || AnimationEngine.shared.hasPending else { return }
            graph.update()
            // Changes made in a transaction start their animations now, at the layout after them
            // (`AnimationEngine.resolve`); a completion with nothing to wait for runs.
            if AnimationEngine.shared.hasPending { _ = layOut(graph) }
        }
    }

    /// Moves the simulated clock on by `duration`, one instant at a time: what falls due at an
    /// instant fires, and the work it woke runs (and may schedule more, due before the target)
    /// before the next instant. Timers, sleeps, `asyncAfter` work and network answers all follow.
    func advanceClock(by duration: Duration) async {
        let target = SimulatedClock.shared.now + duration
        while SimulatedClock.shared.advanceToNextEvent(notAfter: target) {
            await settle()
        }
    }

    /// Lays the graph's display tree out on the screen. A view whose content depends on where it
    /// was placed (GeometryReader) invalidates itself during layout; its content is then built
    /// again and the screen laid out again, until nothing changes (at most 10 rounds).
    func layOut(_ graph: ViewGraph) -> LaidOutScreen {
        var laidOut = screen.layOut(graph.displayTree())
        var rounds = 0
        while graph.needsUpdate, rounds < 10 {
            graph.update()
            laidOut = screen.layOut(graph.displayTree())
            rounds += 1
        }
        AnimationEngine.shared.resolve(laidOut.roots)
        return laidOut
    }

    private func snapshot(label: String) -> StepObservation {
        guard let graph else { return StepObservation(label: label, network: SimulatedNetwork.shared.takeLog(), problems: problems + ModelProblems.take()) }
        let laidOut = layOut(graph)
        return StepObservation(
            label: label,
            screen: laidOut.screenElements(),
            accessibility: laidOut.accessibilityElements(),
            network: SimulatedNetwork.shared.takeLog(),
            problems: problems + ModelProblems.take(),
            events: ModelEvents.take(),
            animations: AnimationEngine.shared.takeReport())
    }
}
