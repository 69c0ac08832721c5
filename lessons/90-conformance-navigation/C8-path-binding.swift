// title: a navigation stack driven by a path
// question: Appending to the path bound to a NavigationStack pushes a view for the value;
//    dismissing the pushed view removes the value from the path.
// claims: C90-8
// source: Apple's documentation of NavigationStack(path:root:) ("the stack … updates the path as
//    people navigate") and of DismissAction ("pops the current view from a NavigationStack"). Code
//    written for this check.
// step: tap "Go"
// step: tap "Close"
import SwiftUI

struct ContentView: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            Button("Go") { path.append(7) }
                .navigationTitle("Start")
                .navigationDestination(for: Int.self) { number in
                    Detail(number: number)
                }
        }
        .onChange(of: path) { print("path \(path)") }
    }
}

struct Detail: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
            .navigationTitle("Number \(number)")
    }
}
