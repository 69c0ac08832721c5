// title: two kinds of view from one function, with @ViewBuilder
// question: Mark the function @ViewBuilder and drop the returns: does it compile, and what draws?
// claims: L46-E5
// source: lesson 46 · edge cases · breaking a screen into small views · question 5 of 9 (the fix)
// compile: package
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 30) {
            badge(true)
            badge(false)
        }
        .font(.largeTitle)
    }

    @ViewBuilder
    func badge(_ isFavorite: Bool) -> some View {
        if isFavorite {
            Image(systemName: "star.fill")
        } else {
            Text("—")
        }
    }
}
