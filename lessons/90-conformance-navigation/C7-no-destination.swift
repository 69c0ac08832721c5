// title: a value link with no destination for its type
// question: A NavigationLink(value:) whose type has no navigationDestination cannot be activated:
//    SwiftUI logs why, and nothing is pushed.
// claims: C90-7
// source: the message SwiftUI logs, as public reports quote it ("A NavigationLink is presenting a
//    value of type “…” but there is no matching navigationDestination declaration visible from the
//    location of the link. The link cannot be activated."). Code written for this check.
// step: tap "Oslo"
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Oslo", value: 1)
                .navigationTitle("Cities")
        }
    }
}
