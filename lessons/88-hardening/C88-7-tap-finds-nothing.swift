// title: a step that finds nothing to act on is a problem
// question: The scenario taps a button that is not on screen. Does the run pass unclaimed?
// claims: C88-7
// source: harness · issue 13, "Verdicts that cannot pass by accident": "a step that finds nothing to act on fails the run unless the expected file claims that problem"
// step: launch
// step: tap "Nope"
import SwiftUI

struct ContentView: View {
    var body: some View {
        Button("Yes") {}
    }
}
