/// How the harness and a running scenario talk.
public enum Channel {
    /// Environment variable: path of the JSON `RunPlan`.
    public static let planVariable = "COURSECHECK_PLAN"
    /// Environment variable: path where the scenario writes its JSON `Observation`.
    public static let observationVariable = "COURSECHECK_OBSERVATION"
    /// Environment variable: a secret the harness makes for each run. The host writes it into each
    /// step marker, so that a line the program prints cannot pass for one; it takes the variable
    /// out of its environment before the scenario's code runs.
    public static let stepSecretVariable = "COURSECHECK_STEP_SECRET"
    /// Written on its own line to standard output when a step begins, followed by the step's label,
    /// so that console output can be grouped by step.
    public static func stepMarker(secret: String) -> String { "\u{1E}coursecheck-step \(secret) " }
    /// Environment variable: path where a test build writes Swift Testing's JUnit XML.
    public static let xunitVariable = "COURSECHECK_XUNIT"
}
