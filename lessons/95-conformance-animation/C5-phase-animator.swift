// title: phaseAnimator runs through its phases when its trigger changes
// question: A square under phaseAnimator([1.0, 2.0], trigger: taps) is as wide as 100 × its phase,
//    with a 0.5 s linear animation per phase. How wide is it after a tap, part-way through each
//    phase, and at the end?
// claims: C95-5
// source: Apple's documentation of phaseAnimator(_:trigger:content:animation:) ("When the trigger
//    value changes, the animator cycles through the phases, animating each change, then returns to
//    the first phase"; "animation: A closure that returns the animation to use when transitioning
//    to the next phase"). Code written for this check.
// step: tap "Pulse"
// step: wait 0.25
// step: wait 0.5
// step: wait 0.5
import SwiftUI

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Color.orange
                .frame(height: 100)
                .phaseAnimator([1.0, 2.0], trigger: taps) { content, scale in
                    content.frame(width: 100 * scale)
                } animation: { _ in
                    .linear(duration: 0.5)
                }
            Button("Pulse") { taps += 1 }
        }
    }
}
