// title: a ring drawn with trim animates its end
// question: A ring is Circle().trim(from: 0, to: progress).stroke(…); withAnimation(.linear(duration: 1))
//    sets progress from 0 to 0.7. How much of the ring is drawn half-way, and at the end? And a
//    second ring under .animation(.linear(duration: 1), value:) set without withAnimation?
// claims: C95-12
// source: Apple's documentation of Shape ("Shape: Animatable"; a shape's animatable data
//    interpolates in an animation), of trim(from:to:) ("Trims this shape by a fractional amount
//    based on its representation as a path"), of animation(_:value:) ("Applies the given animation
//    to this view when the specified value changes") and of Animation.linear(duration:). Code
//    written for this check.
// step: tap "Fill"
// step: wait 0.5
// step: wait 0.6
// step: tap "Fill the other"
// step: wait 0.5
import SwiftUI

struct ContentView: View {
    @State private var progress = 0.0
    @State private var other = 0.0

    var body: some View {
        VStack(spacing: 30) {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.blue, lineWidth: 10)
                .frame(width: 100, height: 100)
            Button("Fill") {
                withAnimation(.linear(duration: 1)) {
                    progress = 0.7
                }
            }
            Circle()
                .trim(from: 0, to: other)
                .stroke(Color.green, lineWidth: 10)
                .frame(width: 100, height: 100)
                .animation(.linear(duration: 1), value: other)
            Button("Fill the other") { other = 0.7 }
        }
    }
}
