// title: progress, a gauge, a share link, a menu with sections and a context menu
// question: A progress view and a gauge show the fraction done; a share link hands its item to the
//    system; a menu's items, sections included, are in the closed menu and can be chosen; so can a
//    context menu's.
// claims: C93-7
// source: Apple's documentation of ProgressView(value:total:), Gauge(value:in:label:), ShareLink
//    (item:subject:message:), Menu ("…Sections … in a menu"), and contextMenu(menuItems:). Code
//    written for this check.
// step: tap "Share"
// step: tap "Rename"
// step: tap "Copy"
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            ProgressView(value: 3, total: 4)
            Gauge(value: 0.25) { Text("Fuel") }
            ShareLink(item: URL(string: "https://example.com/trip")!)
            Menu("Actions") {
                Section("File") {
                    Button("Rename") { print("rename") }
                }
                Button("Archive") {}
            }
            Text("Lima")
                .contextMenu {
                    Button("Copy") { print("copy") }
                }
        }
    }
}
