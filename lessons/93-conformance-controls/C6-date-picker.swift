// title: choosing a day in a date picker
// question: Choosing a day in a DatePicker changes the bound date to that day, keeping its time of
//    day; a day outside the picker's range cannot be chosen.
// claims: C93-6
// source: Apple's documentation of DatePicker ("…in: the inclusive range of selectable dates") and
//    of DatePickerComponents.date. Code written for this check.
// step: choose date "2027-06-14" in "Departure"
// step: choose date "2028-01-01" in "Departure"
import SwiftUI

struct ContentView: View {
    @State private var departure = ContentView.day(2027, 6, 12, hour: 9)

    static func day(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
    }

    var body: some View {
        DatePicker("Departure", selection: $departure, in: ContentView.day(2027, 6, 1)...ContentView.day(2027, 12, 31), displayedComponents: .date)
            .onChange(of: departure) {
                let parts = Calendar.current.dateComponents([.year, .month, .day, .hour], from: departure)
                print("departure \(parts.year!)-\(parts.month!)-\(parts.day!) at \(parts.hour!)h")
            }
    }
}
