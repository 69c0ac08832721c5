/// Problems the model meets that are not the scenario's doing, collected per step for the report's
/// `problems` section. Above all: an API the model declares (so course code compiles) but whose
/// behaviour it does not reproduce yet says so here, when it is used, instead of quietly doing
/// nothing — and a run with a problem its expected file does not claim fails (`Judge`), so no
/// scenario passes by accident.
public enum ModelProblems {
    nonisolated(unsafe) static var recorded: [String] = []

    /// `` `.refreshable` is not modelled: the action never runs ``. Reported once per step.
    public static func notModelled(_ api: String, _ consequence: String) {
        report("`\(api)` is not modelled: \(consequence)")
    }

    /// Any other problem, reported once per step.
    public static func report(_ message: String) {
        if !recorded.contains(message) { recorded.append(message) }
    }

    static func take() -> [String] {
        defer { recorded = [] }
        return recorded
    }
}
