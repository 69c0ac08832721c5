// title: a sheet over the screen, dismissed by its content
// question: A sheet is a layer over the screen with its own content, which VoiceOver reads instead
//    of what is under it; the content's dismiss action closes it, and onDismiss runs.
// claims: C91-1
// source: Apple's documentation of sheet(isPresented:onDismiss:content:) ("a sheet … onDismiss: the
//    closure to execute when dismissing the sheet"), DismissAction ("dismisses a modal
//    presentation") and EnvironmentValues.isPresented. Code written for this check.
// step: tap "Show"
// step: tap "Done"
import SwiftUI

struct ContentView: View {
    @State private var showing = false

    var body: some View {
        Button("Show") { showing = true }
            .sheet(isPresented: $showing, onDismiss: { print("sheet dismissed") }) {
                SheetContent()
            }
    }
}

struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack {
            Text("Presented: \(isPresented ? "yes" : "no")")
            Button("Done") { dismiss() }
        }
    }
}
