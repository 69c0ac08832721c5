import Foundation
import SystemModel

/// A type that provides a sequence of dates for use as a schedule (SwiftUI's `TimelineSchedule`).
public protocol TimelineSchedule {
    /// Apple's introduction (iOS 15.0) is not written: the requirement below names it, and the
    /// data would make that a warning (availability-not-written.txt).
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// Every `interval` seconds from `startDate`. Asked for entries from a later date, the first is
/// the last one at or before it: from 0 by 5, asked from 12, gives 10, 15, 20 (OpenSwiftUI's
/// TimelineScheduleTests, run against SwiftUI, commit 069dd80). Asked from before `startDate`, the
/// model starts at `startDate` (no source).
public struct PeriodicTimelineSchedule: TimelineSchedule {
    public struct Entries: Sequence, IteratorProtocol {
        var upcoming: Date
        let interval: TimeInterval
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    let startDate: Date
    let interval: TimeInterval
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(interval, 1e-3)
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let elapsed = startDate.timeIntervalSince(self.startDate)
        guard elapsed > 0 else { return Entries(upcoming: self.startDate, interval: interval) }
        let periods = (elapsed / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }
}

/// At the start of every minute, from the start of the minute the entries are asked from: each
/// entry has second 0 and nanosecond 0 (OpenSwiftUI's TimelineScheduleTests, run against SwiftUI).
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public struct Entries: Sequence, IteratorProtocol {
        var upcoming: Date
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public mutating func next() -> Date? {
            defer {
                let seconds = upcoming.timeIntervalSinceReferenceDate
                upcoming = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60 + 60)
            }
            return upcoming
        }
    }
    public init() {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(upcoming: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}

/// The dates given.
@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries
    public init(_ dates: Entries) { self.dates = dates }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as the display refreshes, or every `minimumInterval` (SwiftUI's
/// `AnimationTimelineSchedule`). The model's display refreshes 60 times a second (no source: a
/// 60 Hz display), so a `wait 1s` runs the content 60 times, as on such a device. Paused, or in
/// low-frequency mode, it has no entry (OpenSwiftUI's TimelineScheduleTests, run against SwiftUI):
/// a timeline then shows its content once, for the date it was built.
public struct AnimationTimelineSchedule: TimelineSchedule {
    public struct Entries: Sequence, IteratorProtocol {
        var upcoming: Date
        /// Nil when there is no entry.
        let interval: TimeInterval?
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public mutating func next() -> Date? {
            guard let interval else { return nil }
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
    public let minimumInterval: Double?
    public let paused: Bool
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: paused || mode == .lowFrequency ? nil : max(minimumInterval ?? 1.0 / 60, 1.0 / 60))
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// A view that updates according to a schedule (SwiftUI's `TimelineView`), on the run's clock:
/// its content is built for the latest entry not after the clock's date, and built again when
/// the clock reaches the next one.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    public struct Context {
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
        public let date: Date
        @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
        public let cadence: Cadence
    }
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Never
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The older initialiser, whose closure takes the view's own `Context` type (Apple's is
    /// deprecated, disfavoured, in favour of `TimelineViewDefaultContext`): the same timeline, each
    /// entry's date and cadence handed over in that type.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0, deprecated: 0) Use TimelineViewDefaultContext for the type of the context parameter passed into TimelineView's content closure to resolve this warning. The new version of this initializer, using TimelineViewDefaultContext, improves compilation performance by using an independent generic type signature, which helps avoid unintended cyclical type dependencies.")
    @_disfavoredOverload
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<Schedule, Content>.Context) -> Content) {
        self.schedule = schedule
        self.content = { context in content(Context(date: context.date, cadence: Context.Cadence(context.cadence))) }
    }
}

@available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
extension TimelineView.Context.Cadence {
    /// The same cadence in another timeline's context type (the cases are the same).
    init<S, C>(_ other: TimelineView<S, C>.Context.Cadence) {
        switch other {
        case .live: self = .live
        case .seconds: self = .seconds
        case .minutes: self = .minutes
        }
    }

    /// A slower cadence is greater, in the order Apple's interface declares the cases (live,
    /// seconds, minutes), which is also the order Swift would synthesise.
    @available(*, deprecated, message: "@available(iOS, introduced: 15.0)")
    public static func < (a: TimelineView<Schedule, Content>.Context.Cadence, b: TimelineView<Schedule, Content>.Context.Cadence) -> Bool {
        a.rank < b.rank
    }

    private var rank: Int {
        switch self {
        case .live: 0
        case .seconds: 1
        case .minutes: 2
        }
    }
}

/// The clock's time as a date: the real date when the first timeline was built, plus the run's
/// clock since then (so a schedule `from: .now` starts at once).
enum SimulatedDate {
    nonisolated(unsafe) static var base: Date?
    static var now: Date {
        let clock = ModelClock.current.seconds
        if base == nil { base = Date().addingTimeInterval(-clock) }
        return base!.addingTimeInterval(clock)
    }
}

/// What a timeline's node keeps: its next update on the clock.
final class TimelineState {
    var token: SimulatedClock.Token?
}

extension TimelineView: BuiltinView where Content: View {
    func makeChildren(_ context: BuildContext) -> [ChildView] {
        let now = SimulatedDate.now
        var current: Date?
        var next: Date?
        var iterator = schedule.entries(from: now, mode: .normal).makeIterator()
        var count = 0
        while let date = iterator.next(), count < 100_000 {
            count += 1
            if date <= now.addingTimeInterval(1e-6) { current = date } else { next = date; break }
        }
        let state = context.node.storage["timeline"] as? TimelineState ?? TimelineState()
        context.node.storage["timeline"] = state
        if let token = state.token { ModelClock.current.cancel(token) }
        state.token = nil
        if let next {
            let node = context.node
            state.token = ModelClock.current.schedule(after: .seconds(next.timeIntervalSince(now))) { [weak node] in
                ModelClock.onMain {
                    guard let node, node.graph != nil else { return }
                    node.invalidate()
                }
            }
        }
        let date = current ?? next ?? now
        return [ChildView(identity: .index(0), view: content(TimelineViewDefaultContext(date: date, cadence: .live)))]
    }

    func didBuild(_ node: ViewNode) {
        // A builtin view has no body: being built again is the update.
        node.isInvalidated = false
    }
}
