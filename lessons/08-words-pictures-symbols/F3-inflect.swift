// title: 1 night or 5 nights, without an if
// question: Write "1 night" or "5 nights", whichever the number calls for, without an if.
// claims: L8-F3
// source: lesson 8 · flash cards · Syntax · Text
// note: The card shows the two Texts; the stack around them and the numbers `one` and `five` are
//    reconstructed.
import SwiftUI

struct ContentView: View {
    let one = 1
    let five = 5

    var body: some View {
        VStack {
            Text("^[\(one) night](inflect: true)")
            Text("^[\(five) night](inflect: true)")
        }
    }
}
