// title: a disclosure group, and a divider's thickness
// question: A DisclosureGroup bound to a false isExpanded hides its content; tapping its label
//    expands it and sets the binding; a Divider is one pixel thick.
// claims: C92-6
// source: Apple's documentation of DisclosureGroup ("shows or hides another content view, based on
//    the state of a disclosure control"; isExpanded "a binding to a Boolean value that determines the
//    group's expansion state (expanded or collapsed)") and OpenSwiftUI's PlainDividerStyle and
//    dividerThickness (the display's pixel: 1/3 point at 3x; docs/FACTS.md). Code written for this check.
// step: tap "Details"
import SwiftUI

struct ContentView: View {
    @State private var open = false

    var body: some View {
        VStack {
            DisclosureGroup("Details", isExpanded: $open) {
                Text("Five nights in Lima")
            }
            Divider()
        }
        .onChange(of: open) { print("open: \(open)") }
    }
}
