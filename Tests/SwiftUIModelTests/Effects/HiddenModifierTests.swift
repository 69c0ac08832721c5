import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `hidden()`: invisible, untouchable and silent, but still taking its place in the layout.
@Suite("Hidden views") @MainActor
struct HiddenModifierTests {
    let screen = Screen(DeviceModel.iPhone17.metrics)

    func stack(hidingFirst: Bool) -> some View {
        VStack(spacing: 0) {
            if hidingFirst { Text("Tokyo").hidden() } else { Text("Tokyo") }
            Text("Lima")
        }
    }

    @Test func aHiddenViewKeepsItsPlace() {
        let shown = screen.layOut(mount(stack(hidingFirst: false)).displayTree()).screenElements()
        let hidden = screen.layOut(mount(stack(hidingFirst: true)).displayTree()).screenElements()
        let lima = { (elements: [ScreenElement]) in elements.first { $0.content == "\"Lima\"" }?.frame }
        #expect(lima(shown) != nil)
        #expect(lima(hidden) == lima(shown))
    }

    @Test func aHiddenViewIsNotVisible() throws {
        let elements = screen.layOut(mount(stack(hidingFirst: true)).displayTree()).screenElements()
        let tokyo = try #require(elements.first { $0.content == "\"Tokyo\"" })
        #expect(tokyo.attributes.contains(Attribute(Attribute.Name.visible, "none")))
        #expect(elements.contains { $0.kind == "hidden" })
    }

    @Test func voiceOverSkipsAHiddenView() {
        let labels = AccessibilityTree.elements(of: mount(stack(hidingFirst: true)).displayTree()).map(\.label)
        #expect(labels == ["Lima"])
    }

    @Test func aHiddenViewTakesNoTouch() {
        let laidOut = screen.layOut(mount(Color.red.frame(width: 100, height: 100).hidden()).displayTree())
        let centre = CGPoint(x: laidOut.roots[0].frame.midX, y: laidOut.roots[0].frame.midY)
        #expect(TouchInput.hitTest(centre, in: laidOut.roots) == nil)
        let shown = screen.layOut(mount(Color.red.frame(width: 100, height: 100)).displayTree())
        #expect(TouchInput.hitTest(centre, in: shown.roots) != nil)
    }
}
