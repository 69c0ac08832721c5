// title: zIndex, mask, position and visualEffect
// question: In a ZStack, the first view with zIndex 1 is drawn over the second; a mask shows the
//    content only within the mask; position(x:y:) centres a view at a point of its parent and
//    takes the whole space offered; visualEffect reads the view's geometry to offset it.
// claims: C97-3
// source: Apple's documentation of zIndex(_:) ("Controls the display order of overlapping views"),
//    mask(alignment:_:), position(x:y:) ("Positions the center of this view at the specified
//    coordinates in its parent's coordinate space") with OpenSwiftUI's _PositionLayout, and
//    visualEffect(_:). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Color.red.frame(width: 60, height: 60).zIndex(1)
                Color.blue.frame(width: 80, height: 80)
            }
            Color.green
                .frame(width: 100, height: 100)
                .mask {
                    Circle().frame(width: 50, height: 50)
                }
            Text("Here")
                .position(x: 50, y: 20)
                .frame(width: 200, height: 100)
            Color.yellow
                .frame(width: 40, height: 40)
                .visualEffect { content, proxy in
                    content.offset(x: proxy.size.width / 2)
                }
        }
    }
}
