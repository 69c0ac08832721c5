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

/// One element VoiceOver reads, as the accessibility section writes it: its role and label, then
/// what else VoiceOver says or can do with it as `key=value` attributes (`value`, `hint`,
/// `traits`, `actions`…, named from `Attribute.Name`): `toggle "Wi-Fi" value=on traits=button,toggle`.
public struct AccessibilityElement: Codable, Equatable, Sendable {
    public var role: AccessibilityRole
    public var label: String
    public var attributes: [Attribute]
    public init(role: AccessibilityRole, label: String, attributes: [Attribute] = []) {
        self.role = role
        self.label = label
        self.attributes = attributes
    }

    /// The value of the attribute `key`, if the element has it.
    public func attribute(_ key: String) -> String? { attributes.first { $0.key == key }?.value }
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

/// What an element is to VoiceOver, as the head of an accessibility line writes it. Each role
/// says what VoiceOver announces after the label (docs/SCENARIOS.md, "The accessibility section").
public enum AccessibilityRole: String, Codable, Sendable, CaseIterable {
    case button, link, image, text
    /// Several views read as one, by their joint label (a `Label`).
    case label
    /// A view with an accessibility label of its own that is neither an image nor a control, or
    /// an element `accessibilityElement(children:)` made.
    case element
    /// A `Toggle` (VoiceOver: "switch button").
    case toggle
    /// A `Slider` (VoiceOver: "adjustable").
    case slider
    /// A view with an adjustable action of its own (`accessibilityAdjustableAction`).
    case adjustable
    /// A `Picker` in the menu or navigation-link style (VoiceOver: "pop up button").
    case picker
    /// A `TextField`, `SecureField`, `TextEditor` (VoiceOver: "text field", "secure text field").
    case textField
    /// The search field of `searchable` (VoiceOver: "search field").
    case searchField
    /// An item of a tab bar (VoiceOver: "tab").
    case tab
}
