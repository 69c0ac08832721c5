/// The sections of a report, as a report prints their names and an expected file claims them
/// (`-- console`, `-- screen after tap "Add"`). Each kind of section knows how it is written and
/// compared, so that adding one means adding a case here and the code that fills it.
public enum ReportSection: Hashable, Sendable, CustomStringConvertible, Codable {
    /// `compiled` or `failed`, then the compiler's diagnostics.
    case compiler
    /// What the program printed, by step.
    case console
    /// The screen after one step (its label).
    case screenAfter(String)
    /// The screen after the last step.
    case screen
    /// What VoiceOver reads after the last step.
    case accessibility
    /// What the model did that shows neither on screen nor in the console, by step.
    case events
    /// The animations each step started (what, from and to, curve, duration), by step.
    case animations
    /// Requests made on the simulated network.
    case network
    /// A test build's results.
    case tests
    /// The fatal error line, if the program stopped with one.
    case crash
    /// Problems of the harness or the model (a step that found nothing to act on…).
    case problems

    static let screenAfterPrefix = "screen after "

    /// Every section with a fixed name, in the order a report prints them (`screen after …` sits
    /// before `screen`, one per step).
    public static let fixed: [ReportSection] = [.compiler, .console, .screen, .accessibility, .events, .animations, .network, .tests, .crash, .problems]

    public var name: String {
        switch self {
        case .compiler: "compiler"
        case .console: "console"
        case .screenAfter(let step): Self.screenAfterPrefix + step
        case .screen: "screen"
        case .accessibility: "accessibility"
        case .events: "events"
        case .animations: "animations"
        case .network: "network"
        case .tests: "tests"
        case .crash: "crash"
        case .problems: "problems"
        }
    }

    public var description: String { name }

    /// The section a name stands for; nil for a name no report has.
    public init?(name: String) {
        if name.hasPrefix(Self.screenAfterPrefix) {
            let step = String(name.dropFirst(Self.screenAfterPrefix.count))
            guard !step.isEmpty else { return nil }
            self = .screenAfter(step)
            return
        }
        guard let section = Self.fixed.first(where: { $0.name == name }) else { return nil }
        self = section
    }

    /// The names an expected file may write, for messages.
    public static var knownNames: [String] { fixed.map(\.name) + [screenAfterPrefix + "STEP"] }

    /// Lines grouped by step, each step's behind a marker line (`StepMarker`).
    public var isGroupedBySteps: Bool { self == .console || self == .events || self == .animations }

    /// Whether an observed line is incidental to this section: an `exactly` claim that writes
    /// none of its kind does not have to claim it. In the compiler's section, notes (they follow
    /// the error or warning they explain).
    public func isIncidental(_ line: String) -> Bool {
        self == .compiler && Self.isNote(line)
    }

    /// Whether an expected line claims an incidental line of this section.
    public func claimsIncidentalLines(_ claimed: [String]) -> Bool {
        claimed.contains { isIncidental($0) }
    }

    /// `note: …`, `12:9 note: …`, `File.swift:12:9 note: …`.
    static func isNote(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("note: ") { return true }
        guard let range = trimmed.range(of: " note: ") else { return false }
        let position = trimmed[..<range.lowerBound]
        return !position.contains(" ") && position.split(separator: ":").count >= 2
    }

    /// Whether `record` writes it into a pending expected file (a person trims the rest).
    public var isRecorded: Bool {
        switch self {
        case .screenAfter, .problems: false
        default: true
        }
    }

    /// Whether the text report prints it when it has no lines (as `(nothing)`).
    public var isShownWhenEmpty: Bool { self == .console }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let section = ReportSection(name: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no report section is named \(name)")
        }
        self = section
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
