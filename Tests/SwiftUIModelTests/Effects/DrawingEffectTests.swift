import Foundation
@testable import SwiftUIModel
import Testing

/// Effects move and fade the drawing, never the layout.
@Suite("Drawing effects") @MainActor
struct DrawingEffectTests {
    let frame = CGRect(x: 100, y: 100, width: 40, height: 20)

    @Test func anOffsetTranslates() {
        #expect(frame.applying(DrawingEffect.offset(CGSize(width: 5, height: -5)).geometry(in: frame)) == CGRect(x: 105, y: 95, width: 40, height: 20))
    }

    @Test func scalingIsAboutTheAnchor() {
        let centre = frame.applying(DrawingEffect.scale(CGSize(width: 2, height: 2), anchor: .center).geometry(in: frame))
        #expect(centre == CGRect(x: 80, y: 90, width: 80, height: 40))
        let corner = frame.applying(DrawingEffect.scale(CGSize(width: 0.5, height: 0.5), anchor: .topLeading).geometry(in: frame))
        #expect(corner == CGRect(x: 100, y: 100, width: 20, height: 10))
    }

    @Test func aQuarterTurnSwapsTheSidesAboutTheCentre() {
        let turned = frame.applying(DrawingEffect.rotation(.degrees(90), anchor: .center).geometry(in: frame))
        #expect(abs(turned.minX - 110) < 0.001 && abs(turned.minY - 90) < 0.001)
        #expect(abs(turned.width - 20) < 0.001 && abs(turned.height - 40) < 0.001)
    }

    @Test func aTurnAboutTheVerticalAxisNarrowsTheView() {
        let turned = frame.applying(DrawingEffect.rotation3D(.degrees(60), axis: [0, 1, 0], anchor: .center, anchorZ: 0, perspective: 1).geometry(in: frame))
        #expect(abs(turned.width - 20) < 0.001 && abs(turned.height - 20) < 0.001)
        #expect(abs(turned.midX - frame.midX) < 0.001)
    }

    @Test func onlyOpacityFades() {
        #expect(DrawingEffect.opacity(0.25).opacityFactor == 0.25)
        #expect(DrawingEffect.blur(radius: 3, opaque: false).opacityFactor == 1)
        #expect(DrawingEffect.blur(radius: 3, opaque: false).geometry(in: frame).isIdentity)
    }

    @Test func zIndexOrdersDrawingAndKeepsTiesInOrder() {
        func leaf(_ name: String, z: Double? = nil) -> DisplayNode {
            let node = DisplayNode(kind: name, layout: PassThroughLayout())
            if let z { node.drawing.effect = .zIndex(z) }
            return node
        }
        let order = LaidOutScreen.drawingOrder([leaf("a", z: 1), leaf("b"), leaf("c"), leaf("d", z: -1)]).map(\.kind)
        #expect(order == ["d", "b", "c", "a"])
    }

    @Test func theEffectsLeaveTheLayoutAlone() {
        let graph = mount(Color.red.frame(width: 40, height: 40).offset(x: 30).rotationEffect(.degrees(10)).opacity(0.5))
        let root = graph.displayTree()[0]
        #expect(root.sizeThatFits(ProposedViewSize(width: 300, height: 300)) == CGSize(width: 40, height: 40))
    }
}
