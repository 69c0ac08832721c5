// title: natural size, and the three wells
// question: A designer sends a picture 1200 × 800 pixels. You drag it into the asset catalog and
//    write Image("seattle"). How wide is it, on an iPhone whose screen is 402 points wide? And what
//    change — to the catalog, not to the code — makes it a third of that?
// claims: L8-E1
// source: lesson 8 · edge cases · question 1 of 12
// note: One run per well: the plain file in the 1x well, and the same file named seattle@3x.png
//    (which Xcode places in the 3x well).
// variant well1x: asset: seattle = seattle.png @1x
// variant well3x: asset: seattle = seattle@3x.png
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("seattle")
            .onAppear {
                let image = UIImage(named: "seattle")!
                print("\(Int(image.size.width)) x \(Int(image.size.height.rounded())) points, at scale \(Int(image.scale))")
            }
    }
}
