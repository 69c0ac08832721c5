// title: a split view on iPhone is a stack
// question: On iPhone a NavigationSplitView shows its sidebar first; choosing a row of the
//    sidebar's selectable list shows the detail column, with a back button.
// claims: C90-5
// source: Apple's documentation of NavigationSplitView: "In compact size classes … the split view
//    collapses all of its columns into a stack"; docs/FACTS.md. Code written for this check.
// step: tap "Lima"
import SwiftUI

struct ContentView: View {
    @State private var city: String?

    var body: some View {
        NavigationSplitView {
            List(["Oslo", "Lima"], id: \.self, selection: $city) { name in
                Text(name)
            }
            .navigationTitle("Cities")
        } detail: {
            Text(city ?? "Choose a city")
        }
    }
}
