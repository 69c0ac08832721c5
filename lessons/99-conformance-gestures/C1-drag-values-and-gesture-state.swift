// title: a drag reports its translations along the way; @GestureState resets at the end
// question: A card is dragged 120 points right in a tenth of a second. What do onChanged and
//    onEnded receive, what does an @GestureState hold during the drag, and after it?
// claims: C99-1
// source: Apple's documentation of DragGesture ("A dragging motion that invokes an action as the
//    drag-event sequence changes"; minimumDistance 10 by default), DragGesture.Value.translation
//    ("The total translation from the start of the drag gesture to the current event") and
//    GestureState ("SwiftUI resets the property to its initial value when the gesture ends"). Code
//    written for this check.
// step: drag "Card" by 120,0 over 0.1
import SwiftUI

struct ContentView: View {
    @GestureState private var dragging = false
    @State private var moved: CGFloat = 0

    var body: some View {
        let _ = print("body: dragging \(dragging), moved \(moved)")
        Text("Card")
            .frame(width: 120, height: 80)
            .background(Color.yellow)
            .gesture(
                DragGesture()
                    .updating($dragging) { _, state, _ in state = true }
                    .onChanged { value in print("changed: \(Int(value.translation.width))") }
                    .onEnded { value in
                        print("ended: \(Int(value.translation.width))")
                        moved = value.translation.width
                    }
            )
    }
}
