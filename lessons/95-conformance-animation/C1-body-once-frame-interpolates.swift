// title: withAnimation runs the body once; the frame interpolates on the clock
// question: A button toggles a width inside withAnimation(.linear(duration: 1)). How often does the
//    body run, and what width does the rectangle show at the tap, half a second later, and after
//    the second has passed?
// claims: C95-1
// source: Apple's documentation of withAnimation(_:_:) ("Returns the result of recomputing the
//    view's body with the provided animation") and of Animation.linear(duration:) ("An animation
//    that moves at a constant speed"). Code written for this check.
// step: tap "Grow"
// step: wait 0.5
// step: wait 0.6
import SwiftUI

struct ContentView: View {
    @State private var wide = false

    var body: some View {
        let _ = print("body: wide = \(wide)")
        VStack {
            Rectangle()
                .frame(width: wide ? 300 : 100, height: 50)
            Button("Grow") {
                withAnimation(.linear(duration: 1)) {
                    wide.toggle()
                }
            }
        }
    }
}
