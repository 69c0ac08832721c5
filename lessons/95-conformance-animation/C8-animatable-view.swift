// title: an Animatable view's body runs with interpolated data, frame by frame
// question: A counter view is Animatable over its value; withAnimation(.linear(duration: 1)) sets the
//    value from 0 to 100. What does its body see, and what does the screen show half-way and after?
// claims: C95-8
// source: Apple's documentation of Animatable ("SwiftUI interpolates the value of animatableData and
//    calls the view's body with the interpolated values each frame" — the swiftui/animatable page's
//    overview) and of Animation.linear(duration:). Code written for this check.
// step: tap "Count"
// step: wait 0.5
// step: wait 0.6
import SwiftUI

struct Counter: View, Animatable {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    var body: some View {
        Text("\(Int(value.rounded()))")
    }
}

struct ContentView: View {
    @State private var target = 0.0

    var body: some View {
        VStack {
            Counter(value: target)
            Button("Count") {
                withAnimation(.linear(duration: 1)) {
                    target = 100
                }
            }
        }
    }
}
