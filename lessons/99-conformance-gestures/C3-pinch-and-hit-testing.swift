// title: a pinch's magnification, and where touches land
// question: A photo reports its MagnifyGesture's magnification; a tap on the blank part of a stack
//    with a content shape reaches its gesture, and a tap on an overlay that allows no hit testing
//    reaches the view under it.
// claims: C99-3
// source: Apple's documentation of MagnifyGesture ("A gesture that recognizes a magnification motion
//    and tracks the amount of magnification"; Value.magnification "The relative amount that the
//    gesture has magnified by"), of contentShape(_:eoFill:) ("Defines the content shape for
//    hit testing") and of allowsHitTesting(_:) ("Configures whether this view participates in hit
//    test operations"). Code written for this check.
// step: pinch "Photo" to 2x
// step: tap at 200,481
// step: tap "Under"
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 40) {
            Color.green
                .frame(width: 200, height: 100)
                .accessibilityLabel("Photo")
                .gesture(MagnifyGesture().onEnded { value in print("magnified \(value.magnification)") })
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }
            .frame(width: 300)
            .contentShape(Rectangle())
            .onTapGesture { print("stack tapped") }
            ZStack {
                Text("Under")
                    .onTapGesture { print("under tapped") }
                Color.clear.frame(width: 80, height: 40)
                    .allowsHitTesting(false)
            }
        }
    }
}
