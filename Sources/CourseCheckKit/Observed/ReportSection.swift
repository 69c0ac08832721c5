import CourseCheckProtocol
import Foundation

/// The sections of a report, as a report prints their names and an expected file claims them
/// (`-- console`, `-- screen after tap "Add"`). This type owns every kind of section's
/// behaviour — how a run's report builds it, how it is compared, what `record` writes of it, what
/// the text report shows — so that adding one means adding a case here and the code that fills it.
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

    // MARK: Behaviour. Everything that differs from one kind of section to another is decided
    // here, and only here: how a run's report builds it (`ObservedReport`), how an `exactly`
    // claim of it is compared (`SectionComparison`), what `record` writes of it (`Recorder`,
    // `RecordProposal`) and what the text report shows (`TextReport`).

    /// Lines grouped by step, each step's behind a marker line (`StepMarker`): the report builds
    /// the section from each step's lines.
    public var groupsBySteps: Bool {
        switch self {
        case .console, .events, .animations: true
        default: false
        }
    }

    /// Whether a run's report has the section even when it has no lines (an empty console is a
    /// claim: the program printed nothing); the others appear only when there is something.
    public var appearsWhenEmpty: Bool {
        switch self {
        case .compiler, .console, .screenAfter, .screen, .accessibility, .network, .crash: true
        case .events, .animations, .tests, .problems: false
        }
    }

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

    /// Whether a line says how the section's run went rather than what it showed (`compiled`,
    /// `failed`): one such line stands in for another, however unlike their words are.
    public func isStatusLine(_ line: String) -> Bool {
        self == .compiler && ["compiled", "failed"].contains(line.trimmingCharacters(in: .whitespaces))
    }

    /// Whether `record` writes the section where the author claimed nothing of it (a new
    /// expected file, or `record --all`), trimmed as a person would trim a recording: not the
    /// screen after each step (the last one is `screen`), not what VoiceOver reads, and problems
    /// only under `--all` (a problem is for fixing, not claiming, unless the lesson expects it).
    public func isRecorded(all: Bool) -> Bool {
        switch self {
        case .screenAfter, .accessibility: false
        case .problems: all
        default: true
        }
    }

    /// Whether a section with these lines says anything worth recording: lines other than step
    /// markers.
    public func isWorthRecording(lines: [String], markers: [Int]) -> Bool {
        lines.count > markers.count
    }

    /// Whether the text report shows the section's observed lines (under `--verbose`): one with
    /// lines, an empty console (as `(nothing)`), and a `screen after` a step unless the next
    /// screen is the same (it is shown once, under the later name).
    public func isShown(_ lines: [String], next: [String]?) -> Bool {
        if case .screenAfter = self { return !lines.isEmpty && next != lines }
        return !lines.isEmpty || self == .console
    }

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
