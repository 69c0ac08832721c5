// title: taps, double taps and long presses, and which gesture wins
// question: A text has onTapGesture(count: 2) and a card's child has its own tap inside a parent that
//    also taps; another parent takes a high-priority tap; a long press reports its pressing state.
//    What runs for each touch?
// claims: C99-2
// source: Apple's documentation of onTapGesture(count:perform:), gesture(_:including:) ("Attaches a
//    gesture to the view with a lower precedence than gestures defined by the view"),
//    highPriorityGesture(_:including:) ("…with a higher precedence than gestures defined by the
//    view"), simultaneousGesture(_:including:) ("…to process simultaneously with gestures defined
//    by the view") and onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)
//    (minimum duration 0.5 s). Code written for this check.
// step: tap "Twice"
// step: double tap "Twice"
// step: tap "Inner"
// step: tap "Covered"
// step: tap "Both"
// step: long press "Hold" for 0.3s
// step: long press "Hold" for 1s
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 30) {
            Text("Twice")
                .onTapGesture(count: 2) { print("double tapped") }
            VStack {
                Text("Inner")
                    .onTapGesture { print("inner tap") }
            }
            .gesture(TapGesture().onEnded { print("outer tap") })
            VStack {
                Text("Covered")
                    .onTapGesture { print("covered tap") }
            }
            .highPriorityGesture(TapGesture().onEnded { print("high-priority tap") })
            VStack {
                Text("Both")
                    .onTapGesture { print("child tap") }
            }
            .simultaneousGesture(TapGesture().onEnded { print("simultaneous tap") })
            Text("Hold")
                .onLongPressGesture {
                    print("long pressed")
                } onPressingChanged: { pressing in
                    print("pressing: \(pressing)")
                }
        }
    }
}
