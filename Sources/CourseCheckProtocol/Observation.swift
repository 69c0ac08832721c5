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

    public init(label: String, screen: [ScreenElement] = [], accessibility: [AccessibilityElement] = [], network: [NetworkRequest] = [], problems: [String] = [], events: [String] = []) {
        self.label = label
        self.screen = screen
        self.accessibility = accessibility
        self.network = network
        self.problems = problems
        self.events = events
    }
}

public struct ScreenElement: Codable, Equatable, Sendable {
    public var depth: Int
    public var kind: String
    public var content: String?
    public var attributes: [Attribute]
    /// x, y, width, height in screen points.
    public var frame: [Double]
    /// What the element paints itself, for the picture of the screen (nil: it only arranges others).
    /// Not part of the report's lines.
    public var paint: ScreenPaint?

    public init(depth: Int, kind: String, content: String?, attributes: [Attribute], frame: [Double], paint: ScreenPaint? = nil) {
        self.depth = depth
        self.kind = kind
        self.content = content
        self.attributes = attributes
        self.frame = frame
        self.paint = paint
    }

    /// The value of the attribute `key`, if the element has it.
    public func attribute(_ key: String) -> String? { attributes.first { $0.key == key }?.value }
}

/// How an element paints: enough for a picture of the screen, not the pixels.
public struct ScreenPaint: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, Sendable {
        /// A colour or shape style filling the frame in `shape`.
        case fill
        /// A stroke `lineWidth` wide along the frame, in `shape`.
        case stroke
        /// Text in `colors[0]`, `fontSize` points.
        case text
        /// A photograph or bitmap: `colors[0]` is its dominant colour (`#RRGGBB`) or, as a
        /// template, the style it is drawn in.
        case bitmap
        /// An SF Symbol: its layers' styles, primary first.
        case symbol
        /// A spinning activity indicator.
        case spinner
    }
    public var kind: Kind
    /// Style names (`red`, `secondary`, `quaternary`, `yellow 50%`) or `#RRGGBB` colours.
    public var colors: [String]
    /// The shape in the report's notation (`rect`, `roundedRect(12)`, `circle`…), for fills and strokes.
    public var shape: String?
    public var lineWidth: Double?
    public var fontSize: Double?

    public init(kind: Kind, colors: [String], shape: String? = nil, lineWidth: Double? = nil, fontSize: Double? = nil) {
        self.kind = kind
        self.colors = colors
        self.shape = shape
        self.lineWidth = lineWidth
        self.fontSize = fontSize
    }
}

public struct Attribute: Codable, Equatable, Sendable {
    public var key: String
    public var value: String
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}

public struct AccessibilityElement: Codable, Equatable, Sendable {
    public var role: String
    public var label: String
    public init(role: String, label: String) {
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
