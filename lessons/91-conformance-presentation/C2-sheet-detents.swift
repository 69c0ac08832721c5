// title: a sheet at a medium detent, swiped away
// question: presentationDetents([.medium]) shows the sheet at its medium height; swiping it down
//    dismisses it, unless interactiveDismissDisabled() keeps it.
// claims: C91-2
// source: Apple's documentation of presentationDetents(_:) and PresentationDetent.medium, and of
//    interactiveDismissDisabled(_:) ("Conditionally prevents interactive dismissal of presentations
//    like popovers, sheets, and inspectors"). Code written for this check.
// step: tap "Show"
// step: dismiss
// variant free: root: ContentView(locked: false)
// variant locked: root: ContentView(locked: true)
import SwiftUI

struct ContentView: View {
    let locked: Bool
    @State private var showing = false

    var body: some View {
        Button("Show") { showing = true }
            .sheet(isPresented: $showing) {
                Text("Filters")
                    .presentationDetents([.medium])
                    .interactiveDismissDisabled(locked)
            }
    }
}
