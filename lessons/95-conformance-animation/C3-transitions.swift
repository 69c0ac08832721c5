// title: an inserted view moves in; a removed one fades out while it leaves
// question: In one withAnimation(.linear(duration: 1)), a text under .transition(.move(edge: .leading))
//    is inserted and a text with no transition of its own is removed. Where is each part-way, and
//    what is left after the second?
// claims: C95-3
// source: Apple's documentation of transition(_:) ("Associates a transition with the view"; the
//    transition applies when the view is inserted or removed in an animation), of
//    AnyTransition.move(edge:) ("A transition that moves the view away, towards the specified
//    edge of the view") and of AnyTransition.opacity ("A transition from transparent to opaque
//    on insertion, and from opaque to transparent on removal"); the default transition is
//    opacity (OpenSwiftUI TransitionTraitKey.swift). Code written for this check.
// step: tap "Swap"
// step: wait 0.5
// step: wait 0.6
import SwiftUI

struct ContentView: View {
    @State private var swapped = false

    var body: some View {
        VStack {
            Button("Swap") {
                withAnimation(.linear(duration: 1)) {
                    swapped.toggle()
                }
            }
            if swapped {
                Text("Arriving")
                    .frame(width: 200, height: 40)
                    .transition(.move(edge: .leading))
            } else {
                Text("Leaving")
                    .frame(width: 200, height: 40)
            }
        }
    }
}
