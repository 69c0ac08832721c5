// title: LazyHGrid fills its rows column by column
// question: A LazyHGrid with two fixed rows of 40 points, 10 apart, and five items: where does each
//    item go?
// claims: C98-8
// source: Apple's documentation of LazyHGrid ("A container view that arranges its child views in a
//    grid that grows horizontally, creating items only as needed") and GridItem(.fixed(_:),
//    spacing:). Code written for this check.
import SwiftUI

struct ContentView: View {
    let rows = [GridItem(.fixed(40), spacing: 10), GridItem(.fixed(40))]

    var body: some View {
        ScrollView(.horizontal) {
            LazyHGrid(rows: rows, spacing: 6) {
                ForEach(0..<5) { index in
                    Text("\(index)").frame(width: 30, height: 30)
                }
            }
        }
        .frame(height: 100)
    }
}
