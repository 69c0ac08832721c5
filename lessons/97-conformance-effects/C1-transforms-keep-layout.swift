// title: offset, rotation and scale move the drawing, not the layout
// question: In a VStack, a square offset by (30, 20), a square rotated 45° and a square scaled by 2
//    keep their places in the stack; where is each drawn? A square offset far to the right is
//    drawn off the screen.
// claims: C97-1
// source: Apple's documentation of offset(x:y:) ("The original dimensions of the view aren't changed
//    by offsetting the contents"), rotationEffect(_:anchor:) and scaleEffect(_:anchor:) (anchor
//    defaults to center). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Color.red
                .frame(width: 40, height: 40)
                .offset(x: 30, y: 20)
            Color.green
                .frame(width: 40, height: 40)
                .rotationEffect(.degrees(45))
            Color.blue
                .frame(width: 40, height: 40)
                .scaleEffect(2)
            Color.orange
                .frame(width: 40, height: 40)
                .scaleEffect(0.5, anchor: .topLeading)
            Color.purple
                .frame(width: 40, height: 40)
                .offset(x: 400)
        }
    }
}
