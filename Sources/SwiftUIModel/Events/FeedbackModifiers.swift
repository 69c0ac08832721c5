import Foundation

/// Haptic feedback a view asks for when a value changes. The simulator plays nothing; the model
/// records each time it would play, in the step's events.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")
}

extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(OnChangeModifier(value: trigger, initial: false, action: { _, _ in
            ModelEvents.record("sensoryFeedback \(feedback.name)")
        }))
    }
}
