// title: a custom Layout, a layout value, and AnyLayout switching stacks
// question: A Layout that places its subviews along a diagonal sizes itself by its sizeThatFits and
//    places each where placeSubviews says; a subview's LayoutValueKey value reaches the layout;
//    AnyLayout switches an HStackLayout for a VStackLayout and the views keep their state.
// claims: C98-4
// source: Apple's documentation of Layout (sizeThatFits(proposal:subviews:cache:),
//    placeSubviews(in:proposal:subviews:cache:)), LayoutSubview.place(at:anchor:proposal:) (anchor
//    defaults to topLeading), LayoutValueKey and AnyLayout ("…changes the layout … while preserving
//    the identity of the subviews"). Code written for this check.
// step: tap "Count"
// step: tap "Switch"
import SwiftUI

nonisolated struct Diagonal: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width }, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var point = bounds.origin
        for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, proposal: .unspecified)
            point.x += size.width
            point.y += size.height
        }
    }
}

nonisolated struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count") { count += 1 }
        Text("\(count)")
    }
}

struct ContentView: View {
    @State private var isVertical = false

    var body: some View {
        VStack {
            Diagonal {
                Color.red.frame(width: 20, height: 10).layoutValue(key: Rank.self, value: 2)
                Color.blue.frame(width: 30, height: 20).layoutValue(key: Rank.self, value: 1)
            }
            let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            layout {
                Counter()
            }
            Button("Switch") { isVertical.toggle() }
        }
    }
}
