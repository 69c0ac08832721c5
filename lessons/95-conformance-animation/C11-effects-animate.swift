// title: opacity, offset and rotation animate part-way
// question: In withAnimation(.linear(duration: 1)), a text fades from opacity 1 to 0 and a square moves
//    100 points right while it turns 90°. What is drawn half-way, and at the end?
// claims: C95-11
// source: Apple's documentation of Animatable ("SwiftUI interpolates" animatable values along the
//    animation) and of opacity(_:), offset(x:y:) and rotationEffect(_:anchor:) (their values are
//    what the animation interpolates: half-way through a linear animation, half of each change).
//    Code written for this check.
// step: tap "Go"
// step: wait 0.5
// step: wait 0.6
import SwiftUI

struct ContentView: View {
    @State private var done = false

    var body: some View {
        VStack(spacing: 40) {
            Text("Fading")
                .opacity(done ? 0 : 1)
            Color.red
                .frame(width: 50, height: 50)
                .rotationEffect(.degrees(done ? 90 : 0))
                .offset(x: done ? 100 : 0)
            Button("Go") {
                withAnimation(.linear(duration: 1)) {
                    done = true
                }
            }
        }
    }
}
