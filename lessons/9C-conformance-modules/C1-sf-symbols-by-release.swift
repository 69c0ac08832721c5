// title: SF Symbols by release: names from SF Symbols' own list, a newer name missing
// question: Three symbols: `arrow.up.arrow.down` and `gear` (SF Symbols 1, iOS 13) and `figure.run`
//    (SF Symbols 4, iOS 16). Which does the screen draw on iOS 15 and on iOS 27, and what does the
//    console say? What does VoiceOver read for a symbol without a built-in name?
// claims: C9C-1
// source: conformance · SF Symbols' name_availability.plist (as SFSafeSymbols copies it, commit
//    ba8ff2b, MIT); SwiftUI's "No symbol named" log line (docs/FACTS.md)
// variant old: platform: iOS 15
// variant new: platform: iOS 27
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Image(systemName: "arrow.up.arrow.down")
            Image(systemName: "gear")
            Image(systemName: "figure.run")
        }
    }
}
