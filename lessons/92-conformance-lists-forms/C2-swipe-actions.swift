// title: a row's swipe actions
// question: Swiping a row left uncovers its trailing swipe actions; choosing one runs it.
// claims: C92-2
// source: Apple's documentation of swipeActions(edge:allowsFullSwipe:content:): edge "the edge of
//    the view to associate the swipe actions with. The default is HorizontalEdge.trailing". Code
//    written for this check.
// step: swipe "Oslo" left
// step: tap "Archive"
import SwiftUI

struct ContentView: View {
    var body: some View {
        List {
            Text("Oslo")
                .swipeActions {
                    Button("Archive") { print("archived Oslo") }
                    Button("Delete", role: .destructive) { print("deleted Oslo") }
                }
            Text("Lima")
        }
    }
}
