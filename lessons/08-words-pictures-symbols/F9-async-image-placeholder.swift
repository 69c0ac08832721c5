// title: a picture from a URL, with a spinner while it loads
// question: Load a picture from a URL, with a spinner while it loads.
// claims: L8-F9
// source: lesson 8 · flash cards · Syntax · Images
// note: The card's view is the body of a ContentView, with `url` a property; the photograph takes
//    a second to arrive, so the launch shows the spinner and the wait the picture.
// network: https://picsum.photos/id/1018/300/300 -> image 300x300 delay 1
// step: wait 2
import SwiftUI

struct ContentView: View {
    let url = URL(string: "https://picsum.photos/id/1018/300/300")

    var body: some View {
        AsyncImage(url: url) { image in
            image
                .resizable()
                .scaledToFit()
        } placeholder: {
            ProgressView()
        }
    }
}
