// title: a custom Shape in a main-actor app
// question: In a new app (main-actor isolation by default), does `struct Wedge: Shape` compile?
//    (C1 shows that `nonisolated struct Triangle: Shape` does.)
// claims: C96-2
// source: Apple's SDK declares `protocol Shape : Sendable, Animatable, View,
//    _RemoveGlobalActorIsolation` (iOS 26.2 SDK's SwiftUICore.swiftinterface), which keeps a
//    conforming type from main-actor isolation. Code written for this check.
import SwiftUI

struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.midY))
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2,
                        startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
            path.closeSubpath()
        }
    }
}

struct ContentView: View {
    var body: some View {
        Wedge().fill(.green).frame(width: 100, height: 100)
    }
}
