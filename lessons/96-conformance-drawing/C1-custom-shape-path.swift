// title: a custom shape, a stroke style and an arc
// question: A Triangle shape draws the path its path(in:) makes in the frame it is given, filled
//    or stroked with a dashed, rounded StrokeStyle; a Path with a quarter arc drawn not clockwise
//    runs from the arc's start angle towards larger angles (down and left on the screen).
// claims: C96-1
// source: Apple's documentation of Shape.path(in:), StrokeStyle and
//    Path.addArc(center:radius:startAngle:endAngle:clockwise:transform:). Code written for this check.
import SwiftUI

nonisolated struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            Triangle()
                .fill(.orange)
                .frame(width: 100, height: 80)
            Triangle()
                .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round, dash: [8, 4]))
                .frame(width: 100, height: 80)
            Path { path in
                path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0),
                            endAngle: .degrees(90), clockwise: false)
            }
            .stroke(.red, lineWidth: 3)
            .frame(width: 100, height: 100)
            Triangle()
                .frame(width: 60, height: 30)
        }
    }
}
