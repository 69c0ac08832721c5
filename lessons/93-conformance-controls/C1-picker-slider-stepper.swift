// title: a segmented picker, a slider and a stepper
// question: Choosing a segment sets the picker's selection; setting a slider clamps to its range and
//    rounds to its step; a stepper with a range stops at its ends.
// claims: C93-1
// source: Apple's documentation of SegmentedPickerStyle, Slider(value:in:step:onEditingChanged:)
//    ("step: The distance between each valid value"; the value "always stays within the bounds")
//    and Stepper(value:in:step:) ("…the stepper doesn't increment past the upper bound"). Code
//    written for this check.
// step: select "Large" in "Size"
// step: set "Volume" to 0.74
// step: increment "Nights"
// step: increment "Nights"
import SwiftUI

struct ContentView: View {
    @State private var size = "Small"
    @State private var volume = 0.0
    @State private var nights = 2

    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                Text("Small").tag("Small")
                Text("Large").tag("Large")
            }
            .pickerStyle(.segmented)
            Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
            Stepper("Nights", value: $nights, in: 1...3)
            Text("\(nights) nights")
        }
        .onChange(of: size) { print("size \(size)") }
        .onChange(of: volume) { print("volume \(volume)") }
        .onChange(of: nights) { print("nights \(nights)") }
    }
}
