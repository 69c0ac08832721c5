// title: Self._printChanges() names what changed
// question: A parent with @State count shows a child that takes a title; both call
//    Self._printChanges() in their bodies. What do they print at launch, after "Add" (count
//    changes, the child's title does not) and after "Rename" (the child's title changes)?
// claims: C9A-6
// source: conformance · WWDC21 "Demystify SwiftUI" and public posts on _printChanges (Apple documents no format)
// step: launch
// step: tap "Add"
// step: tap "Rename"
import SwiftUI

struct Child: View {
    let title: String
    var body: some View {
        let _ = Self._printChanges()
        Text(title)
    }
}

struct ContentView: View {
    @State private var count = 0
    @State private var title = "A"

    var body: some View {
        let _ = Self._printChanges()
        VStack {
            Text("\(count)")
            Child(title: title)
            Button("Add") { count += 1 }
            Button("Rename") { title = "B" }
        }
    }
}
