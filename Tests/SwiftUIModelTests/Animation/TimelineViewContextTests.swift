import Foundation
@testable import SwiftUIModel
import Testing

/// The older `TimelineView` initialiser, whose closure takes the view's own `Context` type, and the
/// order of a context's cadences (TimelineView.swift).
@MainActor @Suite("Timeline contexts")
struct TimelineViewContextTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theOlderInitialiserHandsTheEntrysDateInTheViewsOwnContext() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let view = TimelineView(.explicit([start])) { (context: TimelineView<ExplicitTimelineSchedule<[Date]>, Text>.Context) -> Text in
            Text(verbatim: "\(Int(context.date.timeIntervalSinceReferenceDate)) \(context.cadence == .live)")
        }
        #expect(plainTexts(mount(view)) == ["0 true"])
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func slowerCadencesAreGreater() {
        typealias Cadence = TimelineViewDefaultContext.Cadence
        #expect(Cadence.live < Cadence.seconds)
        #expect(Cadence.seconds < Cadence.minutes)
        #expect(!(Cadence.minutes < Cadence.live))
        #expect([Cadence.minutes, .live, .seconds].sorted() == [.live, .seconds, .minutes])
    }
}
