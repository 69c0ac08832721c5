// title: trim, strokeBorder, inset shapes, uneven corners, and fill-then-stroke
// question: A circle trimmed to its first quarter draws from its rightmost point down to its
//    bottom; strokeBorder keeps the stroke inside the frame; an arc drawn clockwise from 0° to 90°
//    goes the long way round; a shape can be filled and then stroked (iOS 17).
// claims: C96-3
// source: Apple's documentation of Shape.trim(from:to:), InsettableShape.strokeBorder(_:lineWidth:antialiased:)
//    ("insetting self by lineWidth / 2 and stroking the resulting shape"), UnevenRoundedRectangle,
//    ContainerRelativeShape, ShapeView.stroke(_:lineWidth:antialiased:); pixeldock.com, "Clocks run
//    backwards in a SwiftUI world" (the arc). Code written for this check.
import SwiftUI

nonisolated struct Arc: Shape {
    var clockwise: Bool
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                    startAngle: .degrees(0), endAngle: .degrees(90), clockwise: clockwise)
        return path
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Circle()
                    .trim(from: 0, to: 0.25)
                    .stroke(.green, lineWidth: 10)
                    .frame(width: 80, height: 80)
                Circle()
                    .strokeBorder(.purple, lineWidth: 10)
                    .frame(width: 80, height: 80)
            }
            HStack {
                Arc(clockwise: false).stroke(.red, lineWidth: 4).frame(width: 80, height: 80)
                Arc(clockwise: true).stroke(.blue, lineWidth: 4).frame(width: 80, height: 80)
            }
            RoundedRectangle(cornerRadius: 12)
                .inset(by: 5)
                .fill(.teal)
                .frame(width: 100, height: 50)
            UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20)
                .fill(.pink)
                .frame(width: 100, height: 50)
            ContainerRelativeShape()
                .fill(.gray)
                .frame(width: 50, height: 20)
            Capsule()
                .fill(.yellow)
                .stroke(.black, lineWidth: 2)
                .frame(width: 80, height: 30)
        }
    }
}
