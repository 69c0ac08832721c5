// title: Markdown in a literal, a variable, an interpolation
// question: Four Text views, all meant to show "Seattle" in bold. Which of them do?
// claims: L8-E3
// source: lesson 8 · edge cases · question 3 of 12
import SwiftUI

struct ContentView: View {
    let city = "**Seattle**"
    let nights = 5

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Trip to **Seattle**")
            Text("Trip to \(city)")
            Text("Trip to " + city)
            Text("**\(nights) nights** in Seattle")
        }
        .padding()
    }
}
