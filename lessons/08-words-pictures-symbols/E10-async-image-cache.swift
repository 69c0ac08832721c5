// title: does AsyncImage cache?
// question: "Does AsyncImage cache the images it downloads?" What is the answer for an app built
//    for iOS 27?
// claims: L8-E10
// source: lesson 8 · edge cases · question 10 of 12
// note: The lesson answers in words. This probe shows the same photograph, takes it off the screen
//    and brings it back, within the lifetime the server's caching header gives it (an hour), and
//    the network section shows the requests made. Written for this check, not a lesson listing.
// network: https://picsum.photos/id/1018/300/300 -> image 300x300 max-age 3600
// step: tap "Toggle"
// step: tap "Toggle"
// variant ios27: platform: iOS 27
// variant ios26: platform: iOS 26
import SwiftUI

struct ContentView: View {
    @State private var showsPhoto = true

    var body: some View {
        VStack {
            Button("Toggle") { showsPhoto.toggle() }
            if showsPhoto {
                AsyncImage(url: URL(string: "https://picsum.photos/id/1018/300/300"))
            }
        }
    }
}
