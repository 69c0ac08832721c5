// title: a number changes with a numeric-text content transition
// question: A count shown in a Text under .contentTransition(.numericText()) goes up in withAnimation.
//    What does the screen show, and what does the change animate with?
// claims: C95-7
// source: Apple's documentation of contentTransition(_:) ("Modifies the view to use a given
//    transition as its method of animating changes to the contents of its views") and of
//    ContentTransition.numericText(countsDown:) ("Creates a content transition intended to be used
//    with Text views displaying numeric text"); withAnimation's default animation is
//    Animation.default. Code written for this check.
// step: tap "Add"
import SwiftUI

struct ContentView: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(count)")
                .contentTransition(.numericText())
            Button("Add") {
                withAnimation {
                    count += 1
                }
            }
        }
    }
}
