// title: UIKit and CoreGraphics names beside SwiftUI
// question: A view uses UIColor's system colours, UIFont's text styles, UIScreen.main.bounds,
//    UIDevice, a CGAffineTransform, UIApplication.shared.open and an impact feedback generator. What
//    does it print, show and hand to the system?
// claims: C9C-2
// source: conformance · Apple's UIKit and CoreGraphics documentation; Apple HIG (Color, Typography)
// step: launch
// step: tap "Open"
import SwiftUI
import UIKit
import CoreGraphics

struct ContentView: View {
    var body: some View {
        let _ = print("screen \(UIScreen.main.bounds.width)x\(UIScreen.main.bounds.height)")
        let _ = print("body font \(UIFont.preferredFont(forTextStyle: .body).pointSize)")
        let _ = print("system \(UIDevice.current.systemName)")
        let point = CGPoint(x: 1, y: 0).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 5, y: 0))
        let _ = print("point \(point.x) \(point.y)")
        VStack {
            Color(uiColor: .systemBlue)
                .frame(width: 40, height: 40)
            Button("Open") {
                UIImpactFeedbackGenerator(style: .light).impactOccurred()
                UIApplication.shared.open(URL(string: "https://www.apple.com")!)
            }
        }
    }
}
