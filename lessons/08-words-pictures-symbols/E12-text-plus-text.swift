// title: Text + Text
// question: For years the way to style part of a sentence was Text("5").bold() + Text(" nights").
//    What does Xcode 27 say about it?
// claims: L8-E12
// source: lesson 8 · edge cases · question 12 of 12
// note: The lesson's screenshot is iOS 27. "Deprecated as of iOS 26" also says what an app built
//    for iOS 26 gets, and that one built for iOS 25 gets no warning: the ios26 and ios25 runs.
// variant ios27: platform: iOS 27
// variant ios26: platform: iOS 26
// variant ios25: platform: iOS 25
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("5").bold() + Text(" nights in Seattle")
    }
}
