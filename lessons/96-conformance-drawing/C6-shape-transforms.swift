// title: shapes moved, turned and scaled as shapes, and AnyShape
// question: A rectangle offset as a shape keeps its frame and moves its path; a rectangle rotated
//    by 90° as a shape turns its path about the frame's centre; a circle scaled by ½ from its top
//    leading corner; AnyShape draws the shape it wraps.
// claims: C96-6
// source: Apple's documentation of Shape.offset(x:y:) (returns OffsetShape), rotation(_:anchor:)
//    (RotatedShape, anchor defaults to center), scale(_:anchor:) (ScaledShape) and AnyShape ("A
//    type-erased shape value"). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Rectangle()
                .offset(x: 10, y: 5)
                .fill(.red)
                .frame(width: 40, height: 20)
            Rectangle()
                .rotation(.degrees(90))
                .stroke(.blue, lineWidth: 2)
                .frame(width: 40, height: 20)
            Circle()
                .scale(0.5, anchor: .topLeading)
                .fill(.orange)
                .frame(width: 40, height: 40)
            AnyShape(Capsule())
                .fill(.green)
                .frame(width: 60, height: 20)
        }
    }
}
