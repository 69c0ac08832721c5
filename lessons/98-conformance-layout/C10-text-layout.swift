// title: a Text's lines: alignment, spacing, shrinking and truncation
// question: Text centred with multilineTextAlignment reports its alignment; two lines with
//    lineSpacing(10) are 10 points further apart; a one-line title too long for its frame shrinks
//    (minimumScaleFactor) instead of being cut; truncationMode(.middle) is carried by the cut text.
// claims: C98-10
// source: Apple's documentation of multilineTextAlignment(_:), lineSpacing(_:) ("Sets the amount of
//    space between lines of text"), minimumScaleFactor(_:) ("Sets the minimum amount that text in this
//    view scales down to fit in the available space … If the Text view can fit within its bounds
//    without shrinking, it won't shrink") and truncationMode(_:). Code written for this check.
import SwiftUI

struct ContentView: View {
    var body: some View {
        VStack {
            Text("One two three four five six seven")
                .multilineTextAlignment(.center)
                .frame(width: 120)
            Text("First\nSecond")
            Text("First\nSecond")
                .lineSpacing(10)
            Text("A very long title that will not fit here")
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .frame(width: 200)
            Text("Short")
                .lineLimit(1)
                .minimumScaleFactor(0.5)
            Text("Truncated in the middle of the line")
                .lineLimit(1)
                .truncationMode(.middle)
                .frame(width: 100)
        }
    }
}
