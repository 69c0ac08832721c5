// title: as large as fits, undistorted
// question: Show a picture from the asset catalog, as large as fits, without distorting it.
// claims: L8-F5
// source: lesson 8 · flash cards · Syntax · Images
// note: The card shows the modifiers only; they are the body of a ContentView here.
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("seattle")
            .resizable()
            .scaledToFit()
    }
}
