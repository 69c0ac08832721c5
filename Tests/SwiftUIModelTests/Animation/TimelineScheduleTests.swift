import Foundation
@testable import SwiftUIModel
import Testing

/// The dates schedules give (OpenSwiftUI's TimelineScheduleTests, run against SwiftUI).
@Suite("Timeline schedules")
struct TimelineScheduleTests {
    func seconds<S: Sequence>(_ entries: S, _ count: Int) -> [Double?] where S.Element == Date {
        var iterator = entries.makeIterator()
        return (0..<count).map { _ in iterator.next()?.timeIntervalSince1970 }
    }

    @Test func aPeriodicScheduleStartsAtTheLastEntryNotAfterTheDateAsked() {
        let byFive = PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 5)
        #expect(seconds(byFive.entries(from: Date(timeIntervalSince1970: 12), mode: .normal), 3) == [10, 15, 20])
        #expect(seconds(byFive.entries(from: Date(timeIntervalSince1970: 15), mode: .normal), 2) == [15, 20])
    }

    @Test func everyMinuteStartsAtTheStartOfTheMinute() {
        let entries = seconds(EveryMinuteTimelineSchedule().entries(from: Date(timeIntervalSince1970: 125.5), mode: .normal), 3)
        #expect(entries == [120, 180, 240])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aPausedOrLowFrequencyAnimationScheduleHasNoEntry() {
        #expect(seconds(AnimationTimelineSchedule(paused: true).entries(from: .now, mode: .normal), 2) == [nil, nil])
        #expect(seconds(AnimationTimelineSchedule().entries(from: .now, mode: .lowFrequency), 2) == [nil, nil])
        #expect(seconds(AnimationTimelineSchedule(minimumInterval: 1.5).entries(from: Date(timeIntervalSince1970: 0), mode: .normal), 3) == [0, 1.5, 3])
    }
}
