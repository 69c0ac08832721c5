// title: a small view with lets for what it shows
// question: Take a piece of a screen out into a view of its own, giving it only what it needs.
// claims: L46-F1
// source: lesson 46 · flash cards · Syntax · Small views
// note: The card shows the start of PriceRow (a View with `let label: String` and
//    `let price: Decimal`); its body, the screen around it and the preview are reconstructed from
//    its text: "it can be previewed with any values, and SwiftUI can skip it when they did not
//    change". The body prints so that the skipping can be seen.
// step: tap "Tap"
// step: tap "Tap"
// variant screen: step: tap "Tap"
// variant preview: step: preview "Any values"
import SwiftUI

struct PriceRow: View {
    let label: String
    let price: Decimal

    var body: some View {
        let _ = print("PriceRow's body for \(label)")
        HStack {
            Text(label)
            Spacer()
            Text(price.formatted())
        }
    }
}

struct ContentView: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            Button("Tap") { taps += 1 }
            Text("Taps: \(taps)")
            PriceRow(label: "Total", price: 320)
        }
    }
}

#Preview("Any values") {
    PriceRow(label: "Anything", price: 12)
}
