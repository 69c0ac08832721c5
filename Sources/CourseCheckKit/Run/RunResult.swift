import CourseCheckProtocol
import Foundation

/// What running a compiled scenario showed.
public struct RunResult: Codable, Sendable {
    public struct Step: Codable, Sendable {
        public var label: String
        public var console: [String]
        public var observation: StepObservation?
    }
    public var steps: [Step]
    /// The fatal error line, when the program stopped with one (or a description of the signal).
    public var crash: String?
    public var timedOut: Bool
    public var outputTruncated: Bool
    /// Problems of the harness or model, not the scenario's doing.
    public var problems: [String]
    /// A test build's results, one line per test: `✓ name(): passed (0.001 s)`.
    public var tests: [String] = []
    public var seconds: Double
    public var cached: Bool = false
    /// The isolation the run had (`Sandbox`); nil when it ran as the harness's own child.
    public var isolation: Isolation? = nil
    /// How the program ended, and at which step.
    public var ending: RunEnding? = nil
}
