// title: keyframeAnimator plays its keyframes when its trigger changes
// question: A bar's width follows keyframes when a button is tapped: linear to 200 over 0.5 s,
//    then linear back to 100 over 0.5 s. How wide is it part-way, and after?
// claims: C95-6
// source: Apple's documentation of keyframeAnimator(initialValue:trigger:content:keyframes:)
//    ("Loops the given keyframes continuously, updating the view using the modifiers you apply in
//    body" for the repeating form; with a trigger, "plays the given keyframes when the given trigger
//    value changes") and of LinearKeyframe ("A keyframe that uses simple linear interpolation").
//    Code written for this check.
// step: tap "Play"
// step: wait 0.25
// step: wait 0.5
// step: wait 0.5
import SwiftUI

struct Bar {
    var width = 100.0
}

struct ContentView: View {
    @State private var plays = 0

    var body: some View {
        VStack {
            Color.teal
                .frame(height: 20)
                .keyframeAnimator(initialValue: Bar(), trigger: plays) { content, bar in
                    content.frame(width: bar.width)
                } keyframes: { _ in
                    KeyframeTrack(\.width) {
                        LinearKeyframe(200.0, duration: 0.5)
                        LinearKeyframe(100.0, duration: 0.5)
                    }
                }
            Button("Play") { plays += 1 }
        }
    }
}
