import CourseCheckProtocol
import Foundation

// The parameterised kinds of feedback. The model records feedback by name in the step's events
// (`sensoryFeedback`); the generated parameter types (`Weight`, `Flexibility`, `PressFeedback`,
// `ReleaseFeedback`, `SelectionFeedback`) store nothing the model can tell apart, so each of
// these records its kind and reports that the parameter is not.

@available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
extension SensoryFeedback {
    /// An impact, recorded as `impact` with its intensity; its weight is not told apart.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        ModelProblems.notModelled("SensoryFeedback.impact(weight:intensity:)", "records an impact without its weight")
        return SensoryFeedback(name: "impact(intensity: \(ReportNumber.format(intensity)))")
    }

    /// An impact, recorded as `impact` with its intensity; its flexibility is not told apart.
    @available(*, deprecated, message: "@available(iOS, introduced: 17.0)")
    public static func impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        ModelProblems.notModelled("SensoryFeedback.impact(flexibility:intensity:)", "records an impact without its flexibility")
        return SensoryFeedback(name: "impact(intensity: \(ReportNumber.format(intensity)))")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func press(_ feedback: SensoryFeedback.PressFeedback) -> SensoryFeedback {
        ModelProblems.notModelled("SensoryFeedback.press(_:)", "records a press without its kind")
        return SensoryFeedback(name: "press")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func release(_ feedback: SensoryFeedback.ReleaseFeedback) -> SensoryFeedback {
        ModelProblems.notModelled("SensoryFeedback.release(_:)", "records a release without its kind")
        return SensoryFeedback(name: "release")
    }

    @available(*, deprecated, message: "@available(iOS, introduced: 26.0)")
    public static func selection(_ feedback: SensoryFeedback.SelectionFeedback) -> SensoryFeedback {
        ModelProblems.notModelled("SensoryFeedback.selection(_:)", "records a selection without its kind")
        return SensoryFeedback(name: "selection")
    }
}
