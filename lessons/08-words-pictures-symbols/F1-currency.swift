// title: a Decimal as US dollars
// question: Show a Decimal as an amount in US dollars.
// claims: L8-F1
// source: lesson 8 · flash cards · Syntax · Text
// note: The card shows only the Text; the view around it and `price` (Seattle's 1249.5, a
//    Decimal, from the tutorial's samples) are reconstructed.
import SwiftUI

struct ContentView: View {
    let price: Decimal = 1249.5

    var body: some View {
        Text(price, format: .currency(code: "USD"))
    }
}
