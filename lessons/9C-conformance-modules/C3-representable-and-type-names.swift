// title: A UIViewRepresentable's placeholder, and SwiftUI's type names
// question: A UIViewRepresentable wraps a UIKit view in a 200-point-high frame; the body prints
//    type(of:) of a padded text with a red background. What does the console show, what is on screen,
//    and how often do makeUIView and updateUIView run across a tap that re-runs the body?
// claims: C9C-3
// source: conformance · Apple's UIViewRepresentable documentation; SwiftUI's type names (OpenSwiftUI mirrors them)
// step: launch
// step: tap "Again"
import SwiftUI
import UIKit

struct Wrapped: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        print("makeUIView")
        return UIView()
    }
    func updateUIView(_ uiView: UIView, context: Context) {
        print("updateUIView")
    }
}

struct ContentView: View {
    @State private var taps = 0
    var body: some View {
        let _ = print(type(of: Text("a").padding().background(Color.red)))
        VStack {
            Wrapped()
                .frame(height: 200)
            Button("Again \(taps)") { taps += 1 }
                .accessibilityLabel("Again")
        }
    }
}
