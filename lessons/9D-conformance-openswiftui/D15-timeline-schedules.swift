// title: the dates timeline schedules give
// question: What are the first entries of a periodic schedule (from 0 by 5, asked from 12 and from
//    15; from 0 by 10, asked from 25), of the every-minute schedule, of an explicit one, and of an
//    animation schedule — every 1.5 s, in low-frequency mode, and paused?
// claims: C9D-15
// source: conformance · OpenSwiftUI's compatibility tests, run against SwiftUI (TimelineSchedule)
// run: script
import SwiftUI

func seconds<S: Sequence>(_ entries: S, first count: Int) -> String where S.Element == Date {
    var iterator = entries.makeIterator()
    var result: [String] = []
    for _ in 0..<count {
        guard let date = iterator.next() else { result.append("nil"); continue }
        result.append(String(format: "%g", date.timeIntervalSince1970))
    }
    return result.joined(separator: " ")
}

let byFive = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 5)
print("periodic by 5 from 12: \(seconds(byFive.entries(from: Date(timeIntervalSince1970: 12), mode: .normal), first: 3))")
print("periodic by 5 from 15: \(seconds(byFive.entries(from: Date(timeIntervalSince1970: 15), mode: .normal), first: 2))")
let byTen = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 10)
print("periodic by 10 from 25: \(seconds(byTen.entries(from: Date(timeIntervalSince1970: 25), mode: .normal), first: 2))")

let explicit = ExplicitTimelineSchedule([100, 200, 300].map { Date(timeIntervalSince1970: $0) })
print("explicit from 0: \(seconds(explicit.entries(from: Date(timeIntervalSince1970: 0), mode: .normal), first: 4))")

let now = Date()
var minutes = EveryMinuteTimelineSchedule().entries(from: now, mode: .normal).makeIterator()
let dates = (0..<3).compactMap { _ in minutes.next() }
let calendar = Calendar.current
let onWholeMinutes = dates.allSatisfy {
    let parts = calendar.dateComponents([.second, .nanosecond], from: $0)
    return parts.second == 0 && parts.nanosecond == 0
}
print("every minute: \(dates.count) entries, on whole minutes: \(onWholeMinutes)")
print("every minute: the first within a minute of the start: \(abs(dates[0].timeIntervalSince(now)) < 60)")
print("every minute: then 60 s apart: \(dates[1].timeIntervalSince(dates[0])) \(dates[2].timeIntervalSince(dates[1]))")

let animation = AnimationTimelineSchedule(minimumInterval: 1.5)
print("animation every 1.5 s from 0: \(seconds(animation.entries(from: Date(timeIntervalSince1970: 0), mode: .normal), first: 3))")
print("animation in low-frequency mode: \(seconds(AnimationTimelineSchedule().entries(from: Date(), mode: .lowFrequency), first: 2))")
print("animation paused: \(seconds(AnimationTimelineSchedule(paused: true).entries(from: Date(), mode: .normal), first: 2))")
