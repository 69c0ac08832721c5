// title: withAnimation's default is a spring from iOS 17, ease-in-out before
// question: withAnimation with no animation given widens a bar from 100 to 300. How wide is it
//    0.275 s later on iOS 27, and on iOS 16?
// claims: C95-9
// source: Apple's documentation of Animation.default ("In iOS 17 and later, the default animation
//    is a spring with response 0.55, damping fraction 1.0 and blend duration 0.0"; earlier, an
//    ease-in-out animation, whose duration is 0.35 s); a critically damped spring moves as
//    1 − (1 + ωt)e^(−ωt), ω = 2π / response; easeInOut's control points (0.42, 0) and (0.58, 1)
//    (OpenSwiftUI BezierAnimation.swift). Code written for this check.
// step: tap "Widen"
// step: wait 0.275
// variant ios27: platform: iOS 27
// variant ios16: platform: iOS 16
import SwiftUI

struct ContentView: View {
    @State private var wide = false

    var body: some View {
        VStack {
            Color.indigo
                .frame(width: wide ? 300 : 100, height: 20)
            Button("Widen") {
                withAnimation {
                    wide = true
                }
            }
        }
    }
}
