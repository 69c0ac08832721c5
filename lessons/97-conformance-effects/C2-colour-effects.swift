// title: opacity, blur, shadow and the colour effects are drawing only
// question: Which effects does each view carry, and which can be seen? A view at opacity 0 keeps
//    its place but cannot be seen.
// claims: C97-2
// source: Apple's documentation of opacity(_:), blur(radius:opaque:), shadow(color:radius:x:y:)
//    (default colour: Color(.sRGBLinear, white: 0, opacity: 0.33)), brightness(_:), contrast(_:),
//    saturation(_:), grayscale(_:), hueRotation(_:), colorMultiply(_:), blendMode(_:),
//    compositingGroup(), drawingGroup(opaque:colorMode:). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 10) {
            Text("Faded").opacity(0.5)
            Text("Gone").opacity(0)
            Text("Soft").blur(radius: 3)
            Text("Lifted").shadow(radius: 4, y: 2)
            Color.red.frame(width: 40, height: 20)
                .brightness(0.2)
                .contrast(1.5)
                .saturation(0.5)
                .grayscale(1)
                .hueRotation(.degrees(90))
                .colorMultiply(.blue)
                .blendMode(.multiply)
            HStack { Text("A"); Text("B") }
                .compositingGroup()
                .drawingGroup()
        }
    }
}
