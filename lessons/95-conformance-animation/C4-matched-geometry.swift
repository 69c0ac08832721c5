// title: matchedGeometryEffect moves the inserted view from where the removed one was
// question: A small blue card is replaced by a large one with the same matchedGeometryEffect id, in
//    withAnimation(.linear(duration: 1)). Where is the large card drawn at the tap, half-way, and
//    at the end?
// claims: C95-4
// source: Apple's documentation of matchedGeometryEffect(id:in:properties:anchor:isSource:) ("If
//    inserting a view in the same transaction that another view with the same key is removed, the
//    system will interpolate their frame rectangles in window space to make it appear that there is
//    a single view moving from its old position to its new position"). Code written for this check.
// step: tap "Grow"
// step: wait 0.5
// step: wait 0.6
import SwiftUI

struct ContentView: View {
    @Namespace private var cards
    @State private var large = false

    var body: some View {
        VStack {
            if large {
                Color.blue
                    .frame(width: 300, height: 200)
                    .matchedGeometryEffect(id: "card", in: cards)
            } else {
                Color.blue
                    .frame(width: 100, height: 100)
                    .matchedGeometryEffect(id: "card", in: cards)
            }
            Button("Grow") {
                withAnimation(.linear(duration: 1)) {
                    large.toggle()
                }
            }
        }
    }
}
