// title: a long press sequenced before a drag
// question: A card can be dragged only after it has been pressed for half a second
//    (LongPressGesture().sequenced(before: DragGesture())), its state kept in an @GestureState. What
//    happens to a drag that starts at once, and to one that starts after a 0.6 s press?
// claims: C99-4
// source: Apple's documentation of sequenced(before:) ("Sequences a gesture with another one to
//    create a new gesture, which results in the second gesture only receiving events after the
//    first gesture succeeds") and of SequenceGesture.Value (.first while the first gesture runs,
//    .second(first's value, second's value) after); the "Composing SwiftUI gestures" article's
//    press-then-drag pattern. Code written for this check.
// step: drag "Card" by 60,0 over 0.1s
// step: drag "Card" by 60,0 over 0.1s after holding 0.6s
import SwiftUI

struct ContentView: View {
    enum DragState: Equatable {
        case inactive
        case pressing
        case dragging(CGFloat)
    }

    @GestureState private var state = DragState.inactive

    var body: some View {
        let _ = print("body: \(state)")
        Text("Card")
            .frame(width: 120, height: 60)
            .background(Color.yellow)
            .gesture(
                LongPressGesture(minimumDuration: 0.5)
                    .sequenced(before: DragGesture())
                    .updating($state) { value, state, _ in
                        switch value {
                        case .first(true): state = .pressing
                        case .second(true, let drag): state = .dragging(drag?.translation.width ?? 0)
                        default: state = .inactive
                        }
                    }
                    .onEnded { value in
                        guard case .second(true, let drag?) = value else { return }
                        print("moved by \(Int(drag.translation.width))")
                    }
            )
    }
}
