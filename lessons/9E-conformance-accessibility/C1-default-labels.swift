// title: what VoiceOver reads by default: texts, labels, images, and controls by their label
// question: With no accessibility modifier, what does VoiceOver read of texts, a Label, named,
//    decorative and symbol images, and buttons and links whose labels are images or styled texts
//    in padding and backgrounds?
// claims: C9E-1
// source: Apple's documentation of Image.init(_:bundle:), Image.init(decorative:bundle:),
//    Image.init(systemName:), Label, Button, NavigationLink and accessibilityHidden(_:); Brant
//    Boehm, "SwiftUI's Label Improves Accessibility". Code written for this check.
// asset: seattle = seattle.png @1x
import SwiftUI

struct ContentView: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Text("Trips")
                Label("Hello, world!", systemImage: "globe")
                Image(systemName: "globe")
                Image("seattle")
                    .resizable().frame(width: 60, height: 40)
                Image(decorative: "seattle")
                    .resizable().frame(width: 60, height: 40)
                Image("vancouver-night")
                Text("Hidden note")
                    .accessibilityHidden(true)
                Button {
                } label: {
                    Text("Book")
                        .font(.headline)
                        .padding()
                        .background(Color.blue)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                }
                Button {
                } label: {
                    Image("seattle")
                        .resizable().frame(width: 60, height: 40)
                }
                NavigationLink {
                    Text("Details")
                } label: {
                    Text("Details")
                        .padding(8)
                        .background(.yellow)
                }
                Button {
                } label: {
                    HStack {
                        Image(systemName: "star.fill")
                        Text("Save")
                    }
                }
            }
        }
    }
}
