// title: pull to refresh
// question: refreshable(action:) makes a list refreshable; pulling it down runs the action, which
//    the list waits for.
// claims: C92-4
// source: Apple's documentation of refreshable(action:) ("…sets a refresh action in the view's
//    environment… a List … uses it") and of RefreshAction. Code written for this check.
// step: refresh
import SwiftUI

struct ContentView: View {
    @State private var count = 1

    var body: some View {
        List {
            Text("Loaded \(count) times")
        }
        .refreshable {
            await reload()
        }
    }

    func reload() async {
        print("refreshing")
        count += 1
    }
}
