// title: whose locale formats the price
// question: The app must show one price the German way — 1.249,50 $ — for a user whose phone is
//    set to the United States. Does .locale(…) on the format style work?
// claims: L8-E5
// source: lesson 8 · edge cases · question 5 of 12
import SwiftUI

struct ContentView: View {
    let price: Decimal = 1249.5
    let german = Locale(identifier: "de_DE")

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(price, format: .currency(code: "USD").locale(german))
            Text(price.formatted(.currency(code: "USD").locale(german)))
            Text(price, format: .currency(code: "USD"))
                .environment(\.locale, german)
        }
        .padding()
    }
}
