/// What a scenario's run showed, step by step (console output travels separately, on stdout).
public struct Observation: Codable, Equatable, Sendable {
    public var steps: [StepObservation]
    public init(steps: [StepObservation] = []) { self.steps = steps }
}

public struct StepObservation: Codable, Equatable, Sendable {
    public var label: String
    /// Everything on the screen after the step, in drawing order, depth first.
    public var screen: [ScreenElement]
    /// What VoiceOver would read, in order.
    public var accessibility: [AccessibilityElement]
    /// Requests made on the simulated network during the step.
    public var network: [NetworkRequest]
    /// Problems the model met that are not the scenario's doing (an unsupported feature…).
    public var problems: [String]
    /// What the model did that shows neither on screen nor in the console: haptics, symbol
    /// effects, a URL handed to the system.
    public var events: [String]
    /// The animations the step started: what animates, from what to what, with which curve and
    /// for how long (`AnimationEngine`).
    public var animations: [String]

    public init(label: String, screen: [ScreenElement] = [], accessibility: [AccessibilityElement] = [], network: [NetworkRequest] = [], problems: [String] = [], events: [String] = [], animations: [String] = []) {
        self.label = label
        self.screen = screen
        self.accessibility = accessibility
        self.network = network
        self.problems = problems
        self.events = events
        self.animations = animations
    }
}

/// One element VoiceOver reads: `button "Add"`.
public struct AccessibilityElement: Codable, Equatable, Sendable {
    public var role: AccessibilityRole
    public var label: String
    public init(role: AccessibilityRole, label: String) {
        self.role = role
        self.label = label
    }
}

public struct NetworkRequest: Codable, Equatable, Sendable {
    public var method: String
    public var url: String
    public var outcome: String
    public init(method: String, url: String, outcome: String) {
        self.method = method
        self.url = url
        self.outcome = outcome
    }
}

/// How VoiceOver announces an element, as the accessibility section writes it.
public enum AccessibilityRole: String, Codable, Sendable {
    case button, link, image, text
    /// Several views read as one, by their joint label (a `Label`).
    case label
    /// A view with an accessibility label of its own that is neither an image nor a control.
    case element
}
