// title: why the price is a Decimal
// question: Why is the price a Decimal? What does 0.1 + 0.2 == 0.3 say, as Double and as Decimal?
// claims: L8-F17
// source: lesson 8 · flash cards · Trick question · Text
// note: The card's listing has no imports; Decimal needs Foundation, which a file of an app
//    gets through SwiftUI, so the run imports it implicitly.
// run: script
// implicit-import: Foundation
let a: Double = 0.1 + 0.2
print(a == 0.3, a)

let b = Decimal(string: "0.1")! + Decimal(string: "0.2")!
print(b == Decimal(string: "0.3")!, b)
