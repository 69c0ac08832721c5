import CourseCheckProtocol
import Foundation

/// Builds a run's report sections (`ObservedRun`) from what the compiler and the run gave, in the
/// order a report prints them.
public enum ObservedReport {
    public static func make(variant: String, scenario: Scenario, compiled: CompileResult, run: RunResult?,
                            device: RunPlan.Device? = nil) -> ObservedRun {
        var sections: [ObservedRun.Section] = []
        // A single-file scenario's diagnostics carry only line:column; anything elsewhere (the
        // generated driver, a macro expansion) is named.
        let ownFile = scenario.files.count == 1 ? scenario.files[0].name : nil
        sections.append(.init(name: .compiler, lines: [compiled.succeeded ? "compiled" : "failed"]
            + compiled.diagnostics.map { $0.reportLine(showFile: $0.file != ownFile) }))
        guard let run else { return ObservedRun(variant: variant, sections: sections) }

        sections.append(.init(name: .console, steps: run.steps.map { ($0.label, $0.console) }))

        var previous: [String]?
        var screens: [ObservedRun.ScreenSnapshot] = []
        for step in run.steps {
            guard let observation = step.observation else { continue }
            screens.append(.init(step: step.label, elements: observation.screen))
            let screen = observation.screen.map { ReportLine(element: $0).rendered }
            sections.append(.init(name: .screenAfter(step.label), lines: screen))
            previous = screen
        }
        if let previous { sections.append(.init(name: .screen, lines: previous)) }
        if let last = run.steps.last(where: { $0.observation != nil })?.observation {
            sections.append(.init(name: .accessibility, lines: last.accessibility.map { ReportLine(accessibility: $0).rendered }))
        }
        let events = run.steps.compactMap { step -> (label: String, lines: [String])? in
            guard let events = step.observation?.events, !events.isEmpty else { return nil }
            return (step.label, events)
        }
        if !events.isEmpty { sections.append(.init(name: .events, steps: events)) }
        let animations = run.steps.compactMap { step -> (label: String, lines: [String])? in
            guard let lines = step.observation?.animations, !lines.isEmpty else { return nil }
            return (step.label, lines)
        }
        if !animations.isEmpty { sections.append(.init(name: .animations, steps: animations)) }
        let requests = run.steps.flatMap { step in (step.observation?.network ?? []).map { "\($0.method) \($0.url) → \($0.outcome)" } }
        sections.append(.init(name: .network, lines: requests))
        if !run.tests.isEmpty { sections.append(.init(name: .tests, lines: run.tests)) }
        sections.append(.init(name: .crash, lines: run.crash.map { [$0] } ?? []))
        if !run.problems.isEmpty { sections.append(.init(name: .problems, lines: run.problems)) }
        return ObservedRun(variant: variant, sections: sections, screens: screens, device: screens.isEmpty ? nil : device)
    }
}
