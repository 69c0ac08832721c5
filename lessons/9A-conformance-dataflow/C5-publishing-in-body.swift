// title: Publishing changes from within view updates
// question: A body sets a @Published property of the ObservableObject it observes. What does the
//    console show?
// claims: C9A-5
// source: conformance · SwiftUI's runtime warning, as Xcode shows it (quoted in public forum threads)
// step: launch
import SwiftUI

final class Visit: ObservableObject {
    @Published var seen = false
}

struct ContentView: View {
    @StateObject private var visit = Visit()

    var body: some View {
        if !visit.seen {
            let _ = visit.seen = true
        }
        Text(visit.seen ? "Seen" : "New")
    }
}
