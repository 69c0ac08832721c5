// title: a value pushed on a navigation stack, and popped with the back button
// question: Tapping a NavigationLink(value:) shows the navigationDestination for its type, under a
//    bar with the pushed view's title and a back button named after the root's title; back pops it.
// claims: C90-1
// source: Apple's documentation of NavigationStack, navigationDestination(for:destination:) and
//    ToolbarTitleDisplayMode.automatic (quoted in OpenSwiftUI); the back button's title: UIKit's
//    backButtonTitle (sarunw.com, "new way to manage back button title"). Code written for this check.
// step: tap "Oslo"
// step: back
import SwiftUI

struct City: Hashable {
    let name: String
}

struct ContentView: View {
    let cities = [City(name: "Oslo"), City(name: "Lima")]

    var body: some View {
        NavigationStack {
            List(cities, id: \.name) { city in
                NavigationLink(city.name, value: city)
            }
            .navigationTitle("Cities")
            .navigationDestination(for: City.self) { city in
                Text("Welcome to \(city.name)")
                    .navigationTitle(city.name)
                    .onAppear { print("\(city.name) appeared") }
                    .onDisappear { print("\(city.name) disappeared") }
            }
        }
    }
}
