import Foundation

/// Haptic feedback a view asks for when a value changes. The simulator plays nothing; the model
/// records each time it would play, in the step's events.
@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let success = SensoryFeedback(name: "success")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let warning = SensoryFeedback(name: "warning")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let error = SensoryFeedback(name: "error")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let selection = SensoryFeedback(name: "selection")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let increase = SensoryFeedback(name: "increase")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let decrease = SensoryFeedback(name: "decrease")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let start = SensoryFeedback(name: "start")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.5)")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static let impact = SensoryFeedback(name: "impact")
}

extension View {
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(OnChangeModifier(value: trigger, initial: false, action: { _, _ in
            ModelEvents.record("sensoryFeedback \(feedback.name)")
        }))
    }
}
