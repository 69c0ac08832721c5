// title: a text field bound to a number through a format
// question: A text field bound to a string updates it as it is typed into; one bound to a number
//    through a format keeps what is typed until it is submitted, which parses it into the value and
//    runs onSubmit.
// claims: C93-2
// source: Apple's documentation of TextField: "If the value is a string, the text field updates
//    this value continuously as the user types … For non-string types, it updates the value when the
//    user commits their edits, such as by pressing the Return key"; and of onSubmit(of:_:). Code
//    written for this check.
// step: type "12" into "Nights"
// step: type "Lima" into "City"
// step: type "14" into "Nights"
// step: submit "Nights"
import SwiftUI

struct ContentView: View {
    @State private var nights = 3
    @State private var city = ""

    var body: some View {
        VStack {
            TextField("Nights", value: $nights, format: .number)
                .onSubmit { print("submitted \(nights)") }
            TextField("City", text: $city)
            Text("Booked: \(nights) in \(city)")
        }
    }
}
