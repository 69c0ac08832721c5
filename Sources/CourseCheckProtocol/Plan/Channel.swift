/// How the harness and a running scenario talk.
public enum Channel {
    /// Environment variable: path of the JSON `RunPlan`.
    public static let planVariable = "COURSECHECK_PLAN"
    /// Environment variable: path where the scenario writes its JSON `Observation`.
    public static let observationVariable = "COURSECHECK_OBSERVATION"
    /// Written on its own line to standard output when a step begins, followed by the step's label,
    /// so that console output can be grouped by step.
    public static let stepMarker = "\u{1E}coursecheck-step "
    /// Environment variable: path where a test build writes Swift Testing's JUnit XML.
    public static let xunitVariable = "COURSECHECK_XUNIT"
}
