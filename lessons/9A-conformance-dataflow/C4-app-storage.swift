// title: @AppStorage re-runs the bodies that read it and writes UserDefaults
// question: A view shows a @AppStorage("visits") count and a toggle of @AppStorage("compact"). What does
//    it show at launch, with and without a preset default, and after tapping "Visit" twice? What does
//    UserDefaults.standard hold then? A sibling view that reads neither key: does its body run again?
// claims: C9A-4
// source: conformance · Apple's documentation of AppStorage and UserDefaults
// step: launch
// step: tap "Visit" 2 times
// variant fresh: step: launch
// variant preset: defaults: visits = 5
import SwiftUI

struct Other: View {
    var body: some View {
        let _ = print("Other body")
        Text("Other")
    }
}

struct ContentView: View {
    @AppStorage("visits") private var visits = 0

    var body: some View {
        VStack {
            Text("Visits: \(visits)")
            Other()
            Button("Visit") {
                visits += 1
                print("defaults: \(UserDefaults.standard.integer(forKey: "visits"))")
            }
        }
    }
}
