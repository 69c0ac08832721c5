// title: a Canvas records what its renderer draws
// question: A Canvas fills an ellipse as large as the canvas, strokes a rectangle, then moves its
//    origin and fills a square, and draws a text at half opacity. What does it draw, and where?
// claims: C96-5
// source: Apple's documentation of Canvas(opaque:colorMode:rendersAsynchronously:renderer:) ("the
//    renderer … receives a GraphicsContext and the size of the canvas"), GraphicsContext.fill(_:with:style:),
//    stroke(_:with:lineWidth:), translateBy(x:y:), opacity and draw(_:at:anchor:). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
            context.stroke(Path(CGRect(x: 10, y: 10, width: 50, height: 30)), with: .color(.red), lineWidth: 2)
            context.translateBy(x: 100, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
            context.opacity = 0.5
            context.draw(Text("Hi"), at: CGPoint(x: 50, y: 50))
        }
        .frame(width: 200, height: 100)
    }
}
