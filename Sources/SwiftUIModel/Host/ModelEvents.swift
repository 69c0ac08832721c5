/// Things the model did that leave no mark on the screen or the console (haptics, effects, a URL
/// handed to the system), collected per step for the report's `events` section.
public enum ModelEvents {
    nonisolated(unsafe) static var recorded: [String] = []
    static func record(_ event: String) { recorded.append(event) }
    static func take() -> [String] {
        defer { recorded = [] }
        return recorded
    }
}
