import CourseCheckProtocol
import Foundation

/// Runs a compiled scenario: reads the plan the harness wrote, makes the root view, performs the
/// steps, and writes what it observed after each one. The driver the harness generates calls
/// `_Host.main(root:)`.
public enum _Host {
    @MainActor
    public static func main(root: @escaping @MainActor () -> any View) async {
        let plan: RunPlan
        do {
            plan = try HostIO.readPlan()
        } catch {
            HostIO.fail("cannot read the run plan: \(error)")
        }
        ModelSettings.current.platformMajorVersion = plan.platformMajorVersion
        HostResources.install(plan)
        let session = HostSession(plan: plan, root: root)
        for step in plan.steps {
            HostIO.beginStep(step.description)
            let observation = await session.perform(step)
            session.observation.steps.append(observation)
            HostIO.write(session.observation)
        }
        HostIO.flushConsole()
    }
}

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
        environment.dynamicTypeSize = DynamicTypeSize.named(plan.dynamicTypeSize) ?? .large
        environment.colorScheme = plan.colorScheme == "dark" ? .dark : .light
        return environment
    }

    func perform(_ step: RunPlan.Step) async -> StepObservation {
        problems = []
        switch step {
        case .launch:
            show(root())
        case .preview(let name):
            let previews = PreviewDiscovery.previews(in: plan.files.map { ($0.fileID, $0.lines) })
            if let preview = previews.first(where: { $0.name == name }) {
                show(preview.make())
            } else {
                let known = previews.map { $0.name.map { "\"\($0)\"" } ?? "(unnamed)" }.joined(separator: ", ")
                problems.append("no #Preview named \(name.map { "\"\($0)\"" } ?? "(unnamed)"); the scenario has: \(known.isEmpty ? "none" : known)")
            }
        case .tap(let title):
            tap(title)
        case .wait(let seconds):
            SimulatedNetwork.shared.advance(by: seconds)
        }
        await settle()
        return snapshot(label: step.description)
    }

    private func show(_ view: any View) {
        let graph = ViewGraph(environment: rootEnvironment)
        self.graph = graph
        graph.mount(view)
    }

    private func tap(_ title: String) {
        guard let graph else { problems.append("nothing is on screen to tap"); return }
        let laidOut = screen.layOut(graph.displayTree())
        let candidates = laidOut.flatten().filter { $0.node.tapAction != nil && $0.node.accessibilityLabel == title }
        guard let target = candidates.first else {
            let titles = laidOut.flatten().filter { $0.node.tapAction != nil }.compactMap(\.node.accessibilityLabel)
            problems.append("no button titled \"\(title)\" on screen; tappable: \(titles.map { "\"\($0)\"" }.joined(separator: ", "))")
            return
        }
        target.node.tapAction?()
        graph.update()
    }

    /// Lets the work a step started finish: updates caused by state changes, and loads from the
    /// simulated network that do not wait for its clock (see `ModelActivity`).
    private func settle() async {
        var quiet = 0
        for _ in 0..<1000 {
            await Task.yield()
            if let graph, graph.needsUpdate {
                graph.update()
                quiet = 0
            } else if !ModelActivity.isBusy {
                quiet += 1
                if quiet >= 2 { break }
            }
        }
    }

    private func snapshot(label: String) -> StepObservation {
        guard let graph else { return StepObservation(label: label, network: SimulatedNetwork.shared.takeLog(), problems: problems) }
        let laidOut = screen.layOut(graph.displayTree())
        return StepObservation(
            label: label,
            screen: laidOut.screenElements(),
            accessibility: laidOut.accessibilityElements(),
            network: SimulatedNetwork.shared.takeLog(),
            problems: problems)
    }
}

extension DynamicTypeSize {
    /// The header's names for text sizes: `xSmall` … `accessibility5`, and the short forms `L`, `AX1`….
    static func named(_ name: String) -> DynamicTypeSize? {
        let short = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]
        if let index = short.firstIndex(of: name.uppercased()) { return DynamicTypeSize(rawValue: index) }
        return allCases.first { "\($0)".lowercased() == name.lowercased() }
    }
}
