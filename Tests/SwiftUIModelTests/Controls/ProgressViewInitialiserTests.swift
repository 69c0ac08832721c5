import Foundation
@testable import SwiftUIModel
import Testing

/// `ProgressView` of a Foundation `Progress` shows its completed fraction; of a date interval, a
/// spinner, and each says what it does not draw (ProgressView+Initialisers.swift).
@Suite("ProgressView initialisers") @MainActor
struct ProgressViewInitialiserTests {
    func reports() -> [String] { ModelProblems.take().filter { $0.contains("ProgressView.init") } }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aProgressShowsItsCompletedFraction() {
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        _ = reports()
        #expect(ProgressView(progress).value == 0.25)
        #expect(reports().count == 1)
        #expect(ProgressView(Progress(totalUnitCount: -1)).value == nil)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aDateIntervalReportsAndShowsASpinner() {
        let now = Date()
        _ = reports()
        #expect(ProgressView(timerInterval: now...now.addingTimeInterval(60)).value == nil)
        #expect(ProgressView(timerInterval: now...now, countsDown: false) { Text("Wait") }.value == nil)
        #expect(ProgressView(timerInterval: now...now) { Text("Wait") } currentValueLabel: { Text("1:00") }.value == nil)
        #expect(reports().count == 3)
    }
}
