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
    /// How the run's program ended (nil: it did not run).
    public var ending: RunEnding?

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
        public var name: ReportSection
        public var lines: [String]
        /// The indices of the lines that are step markers (`[launch]`), in a section grouped by
        /// step. Known from where they came from, so a printed `[1, 2]` is not taken for one.
        public var markers: [Int] = []

        public init(name: ReportSection, lines: [String], markers: [Int] = []) {
            self.name = name
            self.lines = lines
            self.markers = markers
        }

        /// A section grouped by step: each step's marker, then its lines.
        public init(name: ReportSection, steps: [(label: String, lines: [String])]) {
            self.init(name: name, lines: [])
            for step in steps {
                markers.append(lines.count)
                lines.append(StepMarker.line(step.label))
                lines += step.lines
            }
        }

        enum CodingKeys: String, CodingKey { case name, lines }
    }

    public func section(_ name: ReportSection) -> Section? { sections.first { $0.name == name } }
}
