// title: a completion runs when its animation ends; .animation(_:value:) animates its view only
// question: One button moves a square with withAnimation(.easeInOut(duration: 0.5)) and a completion;
//    another changes a value that a second square animates with .animation(.linear(duration: 2),
//    value:), and a third square that does not animate. When does the completion print, and
//    where are the squares part-way?
// claims: C95-2
// source: Apple's documentation of withAnimation(_:completionCriteria:_:completion:) ("the
//    completion callback will always be fired exactly one time"; "If no animations are created,
//    the completion is called immediately after body") and of animation(_:value:) ("Applies the
//    given animation to this view when the specified value changes"). Code written for this check.
// step: tap "Move"
// step: wait 0.25
// step: wait 0.3
// step: tap "Stretch"
// step: wait 1
// step: tap "Nothing"
import SwiftUI

struct ContentView: View {
    @State private var moved = false
    @State private var stretched = false

    var body: some View {
        VStack(spacing: 20) {
            Color.red
                .frame(width: 50, height: 50)
                .offsetWithPadding(moved ? 100 : 0)
            Color.green
                .frame(width: stretched ? 300 : 100, height: 20)
                .animation(.linear(duration: 2), value: stretched)
            Color.blue
                .frame(width: stretched ? 300 : 100, height: 20)
            Button("Move") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    moved.toggle()
                } completion: {
                    print("moved: the animation completed")
                }
            }
            Button("Stretch") { stretched.toggle() }
            Button("Nothing") {
                withAnimation {
                    print("changing nothing")
                } completion: {
                    print("nothing animated: completed at once")
                }
            }
        }
    }
}

extension View {
    /// Moves the view right by `amount` with leading padding (a layout change that animates).
    func offsetWithPadding(_ amount: CGFloat) -> some View {
        padding(.leading, amount)
    }
}
