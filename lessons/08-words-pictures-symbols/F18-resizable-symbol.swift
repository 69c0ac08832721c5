// title: a larger symbol, two ways
// question: You want a larger airplane, so you write .resizable().frame(width: 60, height: 60) on
//    the symbol. What do you get?
// claims: L8-F18
// source: lesson 8 · flash cards · Trick question · Symbols
// note: The card's two views are the body of a ContentView, side by side as the screenshot shows
//    them ("on the left").
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack {
            Image(systemName: "airplane")
                .resizable()
                .frame(width: 60, height: 60)
                .border(.red)
            Image(systemName: "airplane")
                .font(.system(size: 50))
                .border(.red)
        }
    }
}
