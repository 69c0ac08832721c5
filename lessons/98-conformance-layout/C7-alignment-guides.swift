// title: alignment guides and a custom alignment across rows
// question: In a leading-aligned VStack, a view whose leading guide is moved 20 points in sits 20
//    points to the left of its sibling. With a custom alignment whose guide each row sets on its
//    second view, the rows shift so that those views line up.
// claims: C98-7
// source: Apple's documentation of alignmentGuide(_:computeValue:) ("calculate specific offsets to
//    reposition views in relationship to one another"), AlignmentID ("To create a custom alignment
//    guide, define your own alignment identifier … implement the required defaultValue(in:)") and
//    HorizontalAlignment.init(_:). Code written for this check.
import SwiftUI

nonisolated struct ValueEdge: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[.leading]
    }
}

extension HorizontalAlignment {
    static let valueEdge = HorizontalAlignment(ValueEdge.self)
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 20) {
            VStack(alignment: .leading) {
                Color.red.frame(width: 40, height: 20)
                    .alignmentGuide(.leading) { _ in 20 }
                Color.blue.frame(width: 40, height: 20)
            }
            VStack(alignment: .valueEdge) {
                HStack {
                    Color.gray.frame(width: 60, height: 20)
                    Color.orange.frame(width: 50, height: 20)
                        .alignmentGuide(.valueEdge) { context in context[.leading] }
                }
                HStack {
                    Color.gray.frame(width: 100, height: 20)
                    Color.green.frame(width: 30, height: 20)
                        .alignmentGuide(.valueEdge) { context in context[.leading] }
                }
            }
        }
    }
}
