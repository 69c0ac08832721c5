// title: where the tab bar is drawn, before iOS 26 and after
// question: A TabView with two tabs runs on iOS 18 and on iOS 27. Where is its tab bar drawn, and
//    how much room does a tab's content get?
// claims: C9D-24
// source: conformance · openradar 36192254 (before iOS 26); ryanashcraft/FabBar, a replica of iOS 26's bar
// variant ios18: platform: iOS 18
// variant ios27: platform: iOS 27
import SwiftUI

struct ContentView: View {
    var body: some View {
        TabView {
            Color.yellow
                .tabItem { Label("Home", systemImage: "house") }
            Color.green
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}
