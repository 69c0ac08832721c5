// title: Task.sleep and asyncAfter follow the simulated clock
// question: A view starts a task that sleeps one second and schedules work half a second later on
//    the main queue. What does the screen show after 0.4 s, after 0.6 s, and after 1.1 s?
// claims: C94-1
// source: conformance · Apple's documentation of Task.sleep(for:) and DispatchQueue.asyncAfter
// step: wait 0.4
// step: wait 0.2
// step: wait 0.5
import SwiftUI

struct ContentView: View {
    @State private var slept = "sleeping"
    @State private var later = "waiting"

    var body: some View {
        VStack {
            Text(slept)
            Text(later)
        }
        .task {
            try? await Task.sleep(for: .seconds(1))
            slept = "awake"
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                later = "ran"
            }
        }
    }
}
