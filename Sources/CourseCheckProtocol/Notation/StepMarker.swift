/// The line that starts a step's part of a section grouped by step (the console, the events):
/// `[launch]`, `[tap "Add" #2]`.
public enum StepMarker {
    public static func line(_ label: String) -> String { "[\(label)]" }

    /// Whether an expected line has a marker's shape. Observed sections know their markers
    /// (`ObservedSection.markers`); a claim can only be read by its shape, so a printed `[1, 2]`
    /// claimed in an expected file reads as a marker.
    public static func looksLikeMarker(_ line: some StringProtocol) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("[") && trimmed.hasSuffix("]")
    }
}
