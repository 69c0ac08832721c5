import Foundation
@testable import SwiftUIModel
import Testing

/// Generated view trees (stacks, overlays, frames, padding, aspect ratios over fixed and flexible
/// leaves) laid out in generated proposals. The layout engine's invariants hold whatever the tree:
/// sizes are never NaN or negative, and finite for a finite proposal; the same tree laid out twice gives the same frames; and a
/// stack, overlay or padding whose children take any size places them inside itself (a child
/// outside its parent is on purpose only where a child is larger than it: a fixed frame's).
@Suite("Fuzzing the layout engine's invariants") @MainActor
struct LayoutInvariantFuzzTests {
    /// A tree and whether every leaf under it takes whatever it is offered.
    func tree(_ random: inout SeededRandom, depth: Int) -> (node: DisplayNode, yielding: Bool) {
        if depth == 0 || random.chance(25) {
            let width = CGFloat(random.below(500)), height = CGFloat(random.below(300))
            let flexible = random.chance(50)
            return (leaf(width, height, flexible: flexible), flexible)
        }
        let count = 1 + random.below(4)
        var children: [DisplayNode] = []
        var yielding = true
        for _ in 0..<count {
            let child = tree(&random, depth: depth - 1)
            children.append(child.node)
            yielding = yielding && child.yielding
        }
        let alignment = random.pick([Alignment.center, .leading, .trailing, .top])
        let rule: any LayoutRule
        switch random.below(7) {
        case 0: rule = StackLayout(axis: .vertical, spacing: random.chance(50) ? nil : CGFloat(random.below(20)), crossAlignment: CGFloat(random.below(3)) / 2)
        case 1: rule = StackLayout(axis: .horizontal, spacing: random.chance(50) ? nil : CGFloat(random.below(20)), crossAlignment: CGFloat(random.below(3)) / 2)
        case 2: rule = ZStackLayout(alignment: alignment)
        case 3:
            let edge = { (random: inout SeededRandom) in CGFloat(random.below(30)) }
            rule = PaddingLayout(insets: EdgeInsets(top: edge(&random), leading: edge(&random), bottom: edge(&random), trailing: edge(&random)))
            children = [children[0]]
        case 4:
            rule = FixedFrameLayout(width: random.chance(50) ? CGFloat(random.below(400)) : nil, height: random.chance(50) ? CGFloat(random.below(400)) : nil, alignment: alignment)
            children = [children[0]]
            yielding = false
        case 5:
            let bound = { (random: inout SeededRandom) -> FlexibleFrameLayout.Bounds in
                FlexibleFrameLayout.Bounds(min: random.chance(30) ? CGFloat(random.below(200)) : nil,
                                           ideal: random.chance(30) ? CGFloat(random.below(300)) : nil,
                                           max: random.chance(30) ? (random.chance(50) ? .infinity : CGFloat(200 + random.below(300))) : nil)
            }
            rule = FlexibleFrameLayout(horizontal: bound(&random), vertical: bound(&random), alignment: alignment)
            children = [children[0]]
            yielding = false
        default:
            rule = AspectRatioLayout(ratio: random.chance(50) ? nil : CGFloat(1 + random.below(30)) / 10, contentMode: random.chance(50) ? .fit : .fill)
            children = [children[0]]
            yielding = false
        }
        return (DisplayNode(kind: "fuzz", children: children, layout: rule), yielding)
    }

    func frames(_ node: DisplayNode) -> [CGRect] { [node.frame] + node.children.flatMap(frames) }

    func describe(_ node: DisplayNode, _ depth: Int = 0) -> String {
        let rule: String
        switch node.layout {
        case let layout as AspectRatioLayout: rule = "AspectRatio(\(layout.ratio.map { "\($0)" } ?? "nil"), \(layout.contentMode))"
        case let layout as FixedFrameLayout: rule = "FixedFrame(\(layout.width.map { "\($0)" } ?? "nil"), \(layout.height.map { "\($0)" } ?? "nil"))"
        case let layout as FlexibleFrameLayout: rule = "FlexibleFrame(\(layout.horizontal), \(layout.vertical))"
        case let layout as StackLayout: rule = "Stack(\(layout.axis), \(layout.spacing.map { "\($0)" } ?? "nil"))"
        case is LeafLayout: rule = "Leaf(natural \(node.sizeThatFits(.unspecified)), to 1×1 \(node.sizeThatFits(ProposedViewSize(width: 1, height: 1))))"
        default: rule = "\(type(of: node.layout))"
        }
        return String(repeating: " ", count: depth) + "\(rule) \(node.frame)\n" + node.children.map { describe($0, depth + 1) }.joined()
    }

    /// Nodes whose children must be inside them: stacks, overlays and padding over children that
    /// take any size, once the parent has the size it asked for.
    func checkContainment(_ node: DisplayNode, yielding: (DisplayNode) -> Bool, tree: String) {
        let contains = node.layout is StackLayout || node.layout is ZStackLayout || node.layout is PaddingLayout
        if contains, node.children.allSatisfy(yielding) {
            for child in node.children {
                // By its edges, with room for rounding (Foundation's `contains` has none).
                let (outer, inner) = (node.frame, child.frame), slack: CGFloat = 0.01
                let inside = inner.minX >= outer.minX - slack && inner.maxX <= outer.maxX + slack
                    && inner.minY >= outer.minY - slack && inner.maxY <= outer.maxY + slack
                #expect(inside, "a child outside its \(type(of: node.layout)): \(child.frame) in \(node.frame)\n\(tree)")
            }
        }
        for child in node.children { checkContainment(child, yielding: yielding, tree: tree) }
    }

    @Test func generatedTreesKeepTheInvariants() {
        let report = Fuzz.run("layout invariants") { random in MainActor.assumeIsolated { one(&random) } }
        #expect(report.slowInputs.isEmpty, "slow: \(report.slowInputs.prefix(1))")
    }

    /// One generated tree, laid out and checked; returns what it tried.
    func one(_ random: inout SeededRandom) -> String {
            let (root, _) = tree(&random, depth: 4)
            let proposal = ProposedViewSize(width: random.chance(20) ? nil : CGFloat(random.below(800)),
                                            height: random.chance(20) ? nil : CGFloat(random.below(1000)))
            let size = root.sizeThatFits(proposal)
            // Never NaN, never negative; finite for a finite proposal (a nil axis may be answered
            // with infinity: the model counts it as infinite where SwiftUI's rules say so, and a
            // view that takes what it is offered then takes that).
            #expect(!size.width.isNaN && !size.height.isNaN && size.width >= 0 && size.height >= 0, "size \(size) for \(proposal)\n\(describe(root))")
            if proposal.width != nil, proposal.height != nil {
                #expect(size.width.isFinite && size.height.isFinite, "size \(size) for \(proposal)\n\(describe(root))")
            }
            guard size.width.isFinite, size.height.isFinite else { return "\(proposal)" }
            root.place(in: CGRect(origin: .zero, size: size))
            let first = frames(root)
            for frame in first {
                #expect(frame.width.isFinite && frame.height.isFinite && frame.minX.isFinite && frame.minY.isFinite && frame.width >= 0 && frame.height >= 0,
                        "a frame \(frame)\n\(describe(root))")
            }
            root.place(in: CGRect(origin: .zero, size: size))
            #expect(frames(root) == first, "laid out twice, the same frames\n\(describe(root))")
            // Which nodes take any size they are offered, down to a point (a stack's gaps or
            // padding's insets set a minimum, and a child held to less overflows on purpose).
            func yielding(_ node: DisplayNode) -> Bool {
                node.sizeThatFits(ProposedViewSize(width: 1, height: 1)) == CGSize(width: 1, height: 1)
                    && node.sizeThatFits(ProposedViewSize(width: 999, height: 999)) == CGSize(width: 999, height: 999)
            }
            checkContainment(root, yielding: yielding, tree: describe(root))
            return "\(proposal)"
    }
}
