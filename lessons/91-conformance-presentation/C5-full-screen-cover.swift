// title: a full-screen cover and a popover on iPhone
// question: fullScreenCover covers the whole screen; a popover on iPhone (a compact width) is shown
//    as a sheet.
// claims: C91-5
// source: Apple's documentation of fullScreenCover(isPresented:onDismiss:content:) ("a modal view
//    that covers as much of the screen as possible") and presentationCompactAdaptation(_:) ("by
//    default … a popover … adapts to a sheet in a horizontally compact size class"). Code written
//    for this check.
// variant cover: step: tap "Cover"
// variant popover: step: tap "Popover"
import SwiftUI

struct ContentView: View {
    @State private var covering = false
    @State private var popping = false

    var body: some View {
        VStack {
            Button("Cover") { covering = true }
            Button("Popover") { popping = true }
        }
        .fullScreenCover(isPresented: $covering) { Text("Cover content") }
        .popover(isPresented: $popping) { Text("Popover content") }
    }
}
