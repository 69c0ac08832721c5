// title: Timer.publish with autoconnect and onReceive, on the run's clock
// question: A view counts the ticks of `Timer.publish(every: 1, on: .main, in: .common).autoconnect()`
//    with onReceive. What does it show after 0.5 s, 1.5 s and 3.5 s?
// claims: C9A-3
// source: conformance · Apple's documentation of Timer.publish(every:tolerance:on:in:options:) and autoconnect()
// step: launch
// step: wait 0.5
// step: wait 1
// step: wait 2
import SwiftUI
import Combine

struct ContentView: View {
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("Ticks: \(ticks)")
            .onReceive(timer) { _ in ticks += 1 }
    }
}
