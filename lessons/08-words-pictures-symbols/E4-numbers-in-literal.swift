// title: numbers in a Text literal
// question: A price, three ways: a Double interpolated, a Decimal interpolated, a format style.
//    What does each show — and which one does the compiler complain about?
// claims: L8-E4
// source: lesson 8 · edge cases · question 4 of 12
import SwiftUI

struct ContentView: View {
    let asDouble: Double = 1249.5
    let asDecimal: Decimal = 1249.5

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Total: \(asDouble)")
            Text("Total: \(asDecimal)")
            Text("Total: \(asDecimal, format: .currency(code: "USD"))")
        }
        .padding()
    }
}
