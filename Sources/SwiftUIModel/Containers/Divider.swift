import Foundation

/// A thin line across the stack it is in: a hairline (one pixel, 1/3 point on a 3x screen) along
/// the stack's axis, as long as offered across it; outside a stack it is horizontal (OpenSwiftUI's
/// `PlainDividerStyle` and `dividerThickness`; docs/FACTS.md, "Controls").
@MainActor @preconcurrency
public struct Divider {
    public init() {}
    public typealias Body = Never
}

extension Divider: View {}

extension Divider: BuiltinView {
    func makeChildren(_ context: BuildContext) -> [ChildView] { [] }

    func makeUnits(children: [[DisplayNode]], context: BuildContext) -> [DisplayNode] {
        // One pixel, or a point at accessibility text sizes.
        let thickness: CGFloat = context.environment.dynamicTypeSize.isAccessibilitySize ? 1 : 1 / CGFloat(_AssetCatalog.shared.deviceScale)
        let owner = SpacerOwner()
        let node = DisplayNode(kind: "Divider", layout: LeafLayout { proposal in
            // In an HStack the line is vertical; in a VStack (or alone) horizontal.
            if owner.node?.stackAxis == .horizontal { return CGSize(width: thickness, height: proposal.height ?? 0) }
            return CGSize(width: proposal.width ?? 0, height: thickness)
        })
        owner.node = node
        node.drawing.paint = Paint(kind: .fill(style: "separator", shape: .rectangle))
        return [node]
    }
}
