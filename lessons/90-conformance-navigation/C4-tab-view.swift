// title: a tab view with a selection, a badge, and tabs that appear when chosen
// question: The tab bar lists every tab's label; the selected tab's content shows; choosing a tab
//    changes the selection binding, shows its content and runs its onAppear; a badge shows on its item.
// claims: C90-4
// source: Apple's documentation of TabView ("tab views … with a selection binding"), tabItem(_:),
//    tag(_:) and badge(_:) ("badges … on tab items"), and onAppear(perform:). Code written for this check.
// step: tap tab "Settings"
import SwiftUI

struct ContentView: View {
    @State private var selection = 1

    var body: some View {
        TabView(selection: $selection) {
            Text("Home screen")
                .onAppear { print("home appeared") }
                .tabItem { Label("Home", systemImage: "house") }
                .tag(1)
            Text("Settings screen")
                .onAppear { print("settings appeared, selection \(selection)") }
                .tabItem { Label("Settings", systemImage: "star") }
                .tag(2)
                .badge(3)
        }
    }
}
