// title: which fonts follow Dynamic Type
// question: Four lines of text, and the user chooses a larger text size. Which lines grow?
// claims: L8-E7
// source: lesson 8 · edge cases · question 7 of 12
// note: "at the default size, and then at the first of the accessibility sizes": two runs.
// variant default: text-size: L
// variant ax1: text-size: AX1
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Text("1. A text style")
                .font(.body)
            Text("2. A system font with a size")
                .font(.system(size: 17))
            Text("3. A custom font")
                .font(.custom("Georgia", size: 17))
            Text("4. A custom font, fixed")
                .font(.custom("Georgia", fixedSize: 17))
        }
        .padding()
    }
}
