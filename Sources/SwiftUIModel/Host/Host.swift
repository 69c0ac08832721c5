import CourseCheckProtocol
import Foundation

/// Runs a compiled scenario: reads the plan the harness wrote, makes the root view, performs the
/// steps, and writes what it observed after each one. The driver the harness generates, and an
/// app's `main()`, call `_Host.run(root:)`.
public enum _Host {
    /// The program's entry point: installs the run's executors (`RunExecutors`: the host then
    /// knows when a step's work is done), performs the steps on the main actor, and ends the
    /// program. Called from a synchronous `main`, before any task runs.
    public static func run(root: @escaping @MainActor () -> any View) -> Never {
        let installed = RunExecutors.install()
        Task { @MainActor in
            await main(root: root)
            exit(0)
        }
        if installed { RunExecutors.runMainLoop() }
        dispatchMain()
    }

    @MainActor
    static func main(root: @escaping @MainActor () -> any View) async {
        let plan: RunPlan
        do {
            plan = try HostIO.readPlan()
        } catch {
            HostIO.fail("cannot read the run plan: \(error)")
        }
        ModelSettings.current.platformMajorVersion = plan.platformMajorVersion
        // Only steps move time while the host runs (`wait`).
        SimulatedClock.shared.setMode(.steppedByHost)
        HostResources.install(plan)
        UserDefaultsPresets.install(plan.defaults)
        // The model's UIKit reports what it hands the system (`UIApplication.shared.open`).
        _UIKitEvents.record = { ModelEvents.record($0) }
        // The modules below SwiftUI (UniformTypeIdentifiers, CoreTransferable) report through it.
        _NotModelledBelowSwiftUI.report = { ModelProblems.notModelled($0, $1) }
        // UIScreen.main and UIDevice describe the run's device and release.
        UIScreen._current = UIScreen(_bounds: CGRect(x: 0, y: 0, width: plan.device.width, height: plan.device.height), scale: plan.device.scale)
        UIDevice._systemVersion = "\(plan.platformMajorVersion).0"
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
