// title: gradients as shape styles, and colours from components
// question: Which gradient, with which colours and geometry, fills each shape; which colour do
//    Color(hue:saturation:brightness:) and Color(red:green:blue:opacity:) make?
// claims: C96-4
// source: Apple's documentation of Gradient(colors:) ("evenly space the colors"), Gradient.Stop,
//    LinearGradient, RadialGradient, AngularGradient(gradient:center:angle:), EllipticalGradient
//    (defaults: center, 0, 0.5), ShapeStyle.linearGradient(colors:startPoint:endPoint:), Color.gradient
//    and Color(hue:saturation:brightness:opacity:). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(spacing: 8) {
            Rectangle()
                .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                .frame(width: 200, height: 40)
            Rectangle()
                .fill(.linearGradient(stops: [Gradient.Stop(color: .white, location: 0.2),
                                              Gradient.Stop(color: .black, location: 0.8)],
                                      startPoint: .leading, endPoint: .trailing))
                .frame(width: 200, height: 40)
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 40))
                .frame(width: 80, height: 80)
            Circle()
                .fill(AngularGradient(gradient: Gradient(colors: [.red, .green, .blue]), center: .center))
                .frame(width: 80, height: 80)
            Ellipse()
                .fill(EllipticalGradient(colors: [.mint, .indigo]))
                .frame(width: 120, height: 60)
            Rectangle()
                .fill(Color.blue.gradient)
                .frame(width: 120, height: 30)
            HStack {
                Color(hue: 0.5, saturation: 1, brightness: 1)
                Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)
            }
            .frame(width: 120, height: 30)
        }
    }
}
