// title: a rotation gesture's angle, and a drag's location in a named coordinate space
// question: A square follows a RotateGesture with rotationEffect; a drag inside a stack named "board"
//    reports its end location in that space. What angle does the square end at after a 90° turn,
//    and where does the drag end?
// claims: C99-5
// source: Apple's documentation of RotateGesture ("A gesture that recognizes a rotation motion and
//    tracks the angle of the rotation"; Value.rotation, "The relative amount that the gesture has
//    rotated by") with its example (rotationEffect(angle), angle = value.rotation), and of
//    DragGesture(minimumDistance:coordinateSpace:) with coordinateSpace(name:) ("Assigns a name to
//    the view's coordinate space, so other code can operate on dimensions like points and sizes
//    relative to the named space"). Code written for this check.
// step: rotate "Dial" by 90°
// step: drag "Knob" by 30,0 over 0.1s
import SwiftUI

struct ContentView: View {
    @State private var angle = Angle(degrees: 0)

    var body: some View {
        VStack(spacing: 40) {
            Rectangle()
                .frame(width: 100, height: 100)
                .rotationEffect(angle)
                .accessibilityLabel("Dial")
                .gesture(RotateGesture().onChanged { value in angle = value.rotation })
            VStack {
                Text("Knob")
                    .frame(width: 60, height: 60)
                    .background(Color.gray)
                    .gesture(DragGesture(coordinateSpace: .named("board")).onEnded { value in
                        print("start \(Int(value.startLocation.x)),\(Int(value.startLocation.y)); end \(Int(value.location.x)),\(Int(value.location.y))")
                    })
            }
            .frame(width: 200, height: 100)
            .coordinateSpace(name: "board")
        }
    }
}
