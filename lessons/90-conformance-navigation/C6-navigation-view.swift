// title: NavigationView, deprecated, is a stack on iPhone
// question: NavigationView still compiles, with a deprecation warning naming its replacements, and
//    shows its content under a navigation bar.
// claims: C90-6
// source: Apple's SDK declares NavigationView deprecated with the message "use NavigationStack or
//    NavigationSplitView instead" (Apple's documentation page, "Deprecated"; the SDK's interface as
//    public copies show it). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationView {
            Text("Trips")
                .navigationTitle("Trips")
        }
    }
}
