// title: a stand-in for opening links
// question: A screen has a Link to a forecast. In a preview or a UI test you would rather it did not
//    open Safari. Without changing the screen's code, can you stop it — and see what it would have
//    opened?
// claims: L46-D7
// source: lesson 46 · edge cases · passing dependencies · question 7 of 9
// step: tap "Open the forecast"
import SwiftUI

struct ContentView: View {
    var body: some View {
        Link("Open the forecast", destination: URL(string: "https://www.yr.no/en")!)
            .environment(\.openURL, OpenURLAction { url in
                print("asked to open", url)
                return .handled
            })
    }
}
