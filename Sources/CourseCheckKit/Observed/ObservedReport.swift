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

        // Each section from each step's part of it (`ReportSection` says which group by step and
        // which appear when empty).
        func add(_ name: ReportSection, _ linesOfStep: (RunResult.Step) -> [String]) {
            let steps = run.steps.map { (label: $0.label, lines: linesOfStep($0)) }
            let section = name.groupsBySteps
                ? ObservedRun.Section(name: name, steps: steps.filter { !$0.lines.isEmpty || name.appearsWhenEmpty })
                : ObservedRun.Section(name: name, lines: steps.flatMap(\.lines))
            if !section.lines.isEmpty || name.appearsWhenEmpty { sections.append(section) }
        }
        add(.console) { $0.console }

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
        add(.events) { $0.observation?.events ?? [] }
        add(.animations) { $0.observation?.animations ?? [] }
        add(.network) { ($0.observation?.network ?? []).map { "\($0.method) \($0.url) → \($0.outcome)" } }
        for (name, lines) in [(ReportSection.tests, run.tests), (.crash, run.crash.map { [$0] } ?? []), (.problems, run.problems)]
            where !lines.isEmpty || name.appearsWhenEmpty {
            sections.append(.init(name: name, lines: lines))
        }
        return ObservedRun(variant: variant, sections: sections, screens: screens, device: screens.isEmpty ? nil : device, ending: run.ending)
    }
}
