import Foundation
@testable import SwiftUIModel
import Testing

/// The timer and stopwatch format styles write the outputs of Apple's documentation pages; what
/// the pages do not show, and the relative styles' output, report themselves.
@Suite("System format styles") @MainActor
struct SystemFormatStyleTests {
    let start = Date(timeIntervalSinceReferenceDate: 0)
    let english = Locale(identifier: "en_US")

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCountdownShowsWhatIsLeft() {
        let style = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300)).locale(english)
        _ = ModelProblems.take()
        #expect(String(style.format(start).characters) == "5:00")
        #expect(String(style.format(start.addingTimeInterval(60)).characters) == "4:00")
        #expect(String(style.format(start.addingTimeInterval(270)).characters) == "0:30")
        #expect(String(style.format(start.addingTimeInterval(300)).characters) == "0:00")
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aCountUpShowsHoursFromAnHour() {
        let style = (.timer(countingUpIn: start..<start.addingTimeInterval(7200)) as SystemFormatStyle.Timer).locale(english)
        #expect(String(style.format(start.addingTimeInterval(3599)).characters) == "59:59")
        #expect(String(style.format(start.addingTimeInterval(3600)).characters) == "1:00:00")
        let twoFields = SystemFormatStyle.Timer(countingUpIn: start..<start.addingTimeInterval(7200), maxFieldCount: 2).locale(english)
        #expect(String(twoFields.format(start.addingTimeInterval(5640)).characters) == "1:34")
        let noHours = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(5400), showsHours: false).locale(english)
        #expect(String(noHours.format(start).characters) == "90:00")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aFractionOfASecondReportsItsRounding() {
        let style = SystemFormatStyle.Timer(countingUpIn: start..<start.addingTimeInterval(60)).locale(english)
        _ = ModelProblems.take()
        _ = style.format(start.addingTimeInterval(1.5))
        #expect(ModelProblems.take().contains { $0.contains("SystemFormatStyle.Timer (a fraction of a second)") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aStopwatchShowsHundredths() {
        let style = (.stopwatch(startingAt: start) as SystemFormatStyle.Stopwatch).locale(english)
        _ = ModelProblems.take()
        #expect(String(style.format(start.addingTimeInterval(5.23)).characters) == "00:05.23")
        #expect(String(style.format(start.addingTimeInterval(45 * 60 + 30.12)).characters) == "45:30.12")
        #expect(String(style.format(start.addingTimeInterval(3600)).characters) == "01:00:00.00")
        #expect(String(style.format(start.addingTimeInterval(25 * 3600 + 61)).characters) == "25:01:01.00")
        #expect(ModelProblems.take().isEmpty)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aStopwatchFollowsItsPrecisionAndFieldCount() {
        let at = start.addingTimeInterval(3600 + 23 * 60 + 45.67)
        #expect(String(SystemFormatStyle.Stopwatch(startingAt: start, maxFieldCount: 3).locale(english).format(at).characters) == "01:23:45")
        #expect(String(SystemFormatStyle.Stopwatch(startingAt: start, maxFieldCount: 2).locale(english).format(at).characters) == "1:23")
        let short = start.addingTimeInterval(83.4)
        #expect(String(SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .milliseconds(100)).locale(english).format(short).characters) == "01:23.4")
        #expect(String(SystemFormatStyle.Stopwatch(startingAt: start, maxPrecision: .seconds(1)).locale(english).format(start.addingTimeInterval(83)).characters) == "01:23")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func stylesCompareByTheirSettingsAndSurviveCoding() throws {
        let a = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(60))
        #expect(a == SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(60)))
        #expect(a != SystemFormatStyle.Timer(countingUpIn: start..<start.addingTimeInterval(60)))
        let decoded = try JSONDecoder().decode(SystemFormatStyle.Timer.self, from: JSONEncoder().encode(a))
        #expect(decoded == a)
        let reference: SystemFormatStyle.DateReference = .reference(to: start)
        #expect(reference != reference.calendar(Calendar(identifier: .hebrew)))
        let offset: SystemFormatStyle.DateOffset = .offset(to: start)
        #expect(offset == SystemFormatStyle.DateOffset(to: start, allowedFields: [.year, .month, .day, .hour, .minute, .second]))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theRelativeStylesReportTheirOutput() {
        _ = ModelProblems.take()
        let reference: SystemFormatStyle.DateReference = .reference(to: start)
        let offset: SystemFormatStyle.DateOffset = .offset(to: start)
        #expect(reference.format(start).characters.isEmpty)
        #expect(offset.format(start).characters.isEmpty)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("SystemFormatStyle.DateReference.format(_:)") })
        #expect(problems.contains { $0.contains("SystemFormatStyle.DateOffset.format(_:)") })
    }
}
