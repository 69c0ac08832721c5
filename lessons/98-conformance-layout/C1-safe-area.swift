// title: ignoresSafeArea and safeAreaInset
// question: A colour that fills the safe area reaches the screen's edges when it ignores the safe
//    area, and only the top when it ignores the top edge; a bar put in with safeAreaInset(edge:
//    .bottom) sits at the bottom and the content above it is inset by its height.
// claims: C98-1
// source: Apple's documentation of ignoresSafeArea(_:edges:) ("Expands the safe area of a view …
//    Any edges that you don't include in this set remain unchanged") and
//    safeAreaInset(edge:alignment:spacing:content:). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.blue.ignoresSafeArea()
            Color.green.ignoresSafeArea(edges: .top)
            Color.gray
                .safeAreaInset(edge: .bottom, spacing: 4) {
                    Text("Bar")
                }
        }
    }
}
