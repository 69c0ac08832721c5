// title: contentMargins inset a scroll view's content
// question: A horizontal scroll view with contentMargins(.horizontal, 20) holds cards that take
//    the whole container width each (containerRelativeFrame(.horizontal)). Where is the first card,
//    and how wide is it?
// claims: C98-9
// source: Apple's documentation of contentMargins(_:_:for:) ("Configures the content margin for a
//    provided placement") and containerRelativeFrame(_:alignment:) (the container of a view in a
//    scroll view is the scroll view's content area). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<2) { _ in
                    Color.teal
                        .containerRelativeFrame(.horizontal)
                }
            }
        }
        .contentMargins(.horizontal, 20)
        .frame(height: 60)
    }
}
