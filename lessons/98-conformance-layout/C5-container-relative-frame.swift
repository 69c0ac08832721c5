// title: containerRelativeFrame shares out the container's width
// question: In a horizontal scroll view as wide as the screen, how wide is a card with
//    containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)? And a view outside a
//    scroll view that takes half its container's width by a closure?
// claims: C98-5
// source: Apple's documentation of containerRelativeFrame(_:count:span:spacing:alignment:) (the
//    container's length less the spacing between `count` parts, divided by `count`, times `span`,
//    plus the spacing the span covers) and containerRelativeFrame(_:alignment:_:); the containers
//    are "the window presenting a view" and "the content of a scroll view". Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<3) { _ in
                        Color.blue
                            .frame(height: 50)
                            .containerRelativeFrame(.horizontal, count: 2, span: 1, spacing: 10)
                    }
                }
            }
            .frame(height: 50)
            Color.red
                .containerRelativeFrame(.horizontal) { length, _ in length / 2 }
                .frame(height: 20)
        }
    }
}
