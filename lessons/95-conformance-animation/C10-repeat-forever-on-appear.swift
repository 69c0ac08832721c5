// title: an animation started in onAppear repeats for ever, reversing
// question: A bar starts, in onAppear, withAnimation(.easeInOut(duration: 1).repeatForever()) from 100
//    to 300 wide. How wide is it after 1 s, 2 s and 2.5 s, and does the animations section say it
//    never ends?
// claims: C95-10
// source: Apple's documentation of repeatForever(autoreverses:) ("Repeats the animation for the
//    lifespan of the view containing the animation"; autoreverses defaults to true) and of
//    easeInOut(duration:); easeInOut is symmetric (control points (0.42, 0), (0.58, 1),
//    OpenSwiftUI BezierAnimation.swift), so half its time is half its way. Code written for this check.
// step: wait 1
// step: wait 1
// step: wait 0.5
import SwiftUI

struct ContentView: View {
    @State private var wide = false

    var body: some View {
        Color.pink
            .frame(width: wide ? 300 : 100, height: 20)
            .onAppear {
                withAnimation(.easeInOut(duration: 1).repeatForever()) {
                    wide = true
                }
            }
    }
}
