// title: a Date as day, month and year
// question: Show a Date as day, month and year.
// claims: L8-F2
// source: lesson 8 · flash cards · Syntax · Text
// note: The card shows only the Text; the view around it, `start` (Seattle's start, 12 June 2027)
//    and the tutorial's `Date.on` helper are reconstructed.
import SwiftUI

struct ContentView: View {
    let start: Date = .on(2027, 6, 12)

    var body: some View {
        Text(start, format: .dateTime.day().month().year())
    }
}

extension Date {
    /// The start of that day, in the calendar and time zone of whoever runs the app.
    static func on(_ year: Int, _ month: Int, _ day: Int) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day))!
    }
}
