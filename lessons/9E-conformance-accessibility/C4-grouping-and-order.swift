// title: one element of several, containers, and VoiceOver's order
// question: accessibilityElement(children:) with ignore, combine and contain, a representation,
//    synthetic children, and sort priorities: what does VoiceOver read, and in which order?
// claims: C9E-4
// source: Apple's documentation of accessibilityElement(children:), AccessibilityChildBehavior
//    (ignore, combine, contain), accessibilitySortPriority(_:), accessibilityRepresentation
//    (representation:) and accessibilityChildren(children:). Code written for this check.
import SwiftUI

struct ContentView: View {
    @State private var page = 2
    @State private var rating = 3

    var body: some View {
        VStack(spacing: 12) {
            // Apple's example of `ignore`: a new element with no properties of its own.
            VStack {
                Button("Previous Page") { page -= 1 }
                Text("\(page)")
                Button("Next Page") { page += 1 }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Pages")
            .accessibilityValue("Page \(page) of 5")
            .accessibilityAdjustableAction { direction in
                if direction == .increment { page += 1 } else { page -= 1 }
            }
            HStack {
                Image(systemName: "person")
                Text("Ada")
                Text("Online")
            }
            .accessibilityElement(children: .combine)
            VStack {
                Text("Second")
                    .accessibilitySortPriority(1)
                Text("First")
                    .accessibilitySortPriority(2)
                Text("Third")
            }
            .accessibilityElement(children: .contain)
            Text("Last")
            Text("Before everything")
                .accessibilitySortPriority(5)
            Text("\(rating) stars")
                .accessibilityRepresentation {
                    Slider(value: .constant(Double(rating)), in: 0...5, step: 1) { Text("Rating") }
                }
            Rectangle()
                .frame(width: 100, height: 20)
                .accessibilityElement(children: .contain)
                .accessibilityChildren {
                    Text("Monday: 3 hours")
                    Text("Tuesday: 5 hours")
                }
        }
    }
}
