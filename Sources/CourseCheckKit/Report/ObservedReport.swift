import CourseCheckProtocol
import Foundation

/// What one run of a scenario showed, in the report's notation: named sections of lines. The
/// same notation is what expected files are written in (see docs/SCENARIOS.md).
public struct ObservedRun: Codable, Sendable {
    public var variant: String
    public var sections: [Section]
    /// The screen after each step, element by element, for the picture of the screen
    /// (`ScreenPicture`); empty for a run without a host.
    public var screens: [ScreenSnapshot] = []
    /// The simulated device the run showed its screens on.
    public var device: RunPlan.Device?

    /// One step's screen.
    public struct ScreenSnapshot: Codable, Sendable {
        public var step: String
        public var elements: [ScreenElement]
        public init(step: String, elements: [ScreenElement]) {
            self.step = step
            self.elements = elements
        }
    }

    public struct Section: Codable, Sendable, Equatable {
        public var name: String
        public var lines: [String]
    }

    public func section(_ name: String) -> Section? { sections.first { $0.name == name } }
}

/// Builds the report's sections from what the compiler and the run gave.
public enum ObservedReport {
    public static func make(variant: String, scenario: Scenario, compiled: CompileResult, run: RunResult?,
                            device: RunPlan.Device? = nil) -> ObservedRun {
        var sections: [ObservedRun.Section] = []
        // A single-file scenario's diagnostics carry only line:column; anything elsewhere (the
        // generated driver, a macro expansion) is named.
        let ownFile = scenario.files.count == 1 ? scenario.files[0].name : nil
        sections.append(.init(name: "compiler", lines: [compiled.succeeded ? "compiled" : "failed"]
            + compiled.diagnostics.map { $0.reportLine(showFile: $0.file != ownFile) }))
        guard let run else { return ObservedRun(variant: variant, sections: sections) }

        var console: [String] = []
        for step in run.steps {
            console.append("[\(step.label)]")
            console += step.console
        }
        sections.append(.init(name: "console", lines: console))

        var previous: [String]?
        var screens: [ObservedRun.ScreenSnapshot] = []
        for step in run.steps {
            guard let observation = step.observation else { continue }
            screens.append(.init(step: step.label, elements: observation.screen))
            let screen = observation.screen.map(screenLine)
            sections.append(.init(name: "screen after \(step.label)", lines: screen))
            previous = screen
        }
        if let previous { sections.append(.init(name: "screen", lines: previous)) }
        if let last = run.steps.last(where: { $0.observation != nil })?.observation {
            sections.append(.init(name: "accessibility", lines: last.accessibility.map { "\($0.role) \(quote($0.label))" }))
        }
        var events: [String] = []
        for step in run.steps where !(step.observation?.events.isEmpty ?? true) {
            events.append("[\(step.label)]")
            events += step.observation?.events ?? []
        }
        if !events.isEmpty { sections.append(.init(name: "events", lines: events)) }
        let requests = run.steps.flatMap { step in (step.observation?.network ?? []).map { "\($0.method) \($0.url) → \($0.outcome)" } }
        sections.append(.init(name: "network", lines: requests))
        if !run.tests.isEmpty { sections.append(.init(name: "tests", lines: run.tests)) }
        sections.append(.init(name: "crash", lines: run.crash.map { [$0] } ?? []))
        if !run.problems.isEmpty { sections.append(.init(name: "problems", lines: run.problems)) }
        return ObservedRun(variant: variant, sections: sections, screens: screens, device: screens.isEmpty ? nil : device)
    }

    /// `  Text "Hello" font="body 17pt" x=16 y=62 w=40 h=22`
    static func screenLine(_ element: ScreenElement) -> String {
        var parts = [String(repeating: "  ", count: element.depth) + element.kind]
        if let content = element.content { parts.append(content) }
        for attribute in element.attributes { parts.append("\(attribute.key)=\(attributeValue(attribute.value))") }
        let names = ["x", "y", "w", "h"]
        for (name, value) in zip(names, element.frame) { parts.append("\(name)=\(ReportNumber.format(value))") }
        return parts.joined(separator: " ")
    }

    static func attributeValue(_ value: String) -> String {
        value.contains(" ") || value.isEmpty ? quote(value) : value
    }

    static func quote(_ text: String) -> String { ReportQuoting.quote(text) }
}
