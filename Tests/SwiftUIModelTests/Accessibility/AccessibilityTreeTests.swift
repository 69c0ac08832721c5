import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// What VoiceOver reads of a laid-out screen (`LaidOutScreen.accessibilityElements()`), from
/// display nodes whose accessibility slots the tests set by hand.
@Suite("Accessibility tree")
@MainActor
struct AccessibilityTreeTests {
    let device = RunPlan.Device(name: "t", width: 400, height: 800, scale: 3, safeAreaTop: 50, safeAreaBottom: 30)

    func read(_ children: [DisplayNode]) -> [AccessibilityElement] {
        let root = DisplayNode(kind: "VStack", children: children, layout: StackLayout(axis: .vertical, spacing: 0, crossAlignment: 0.5))
        return Screen(device).layOut([root]).accessibilityElements()
    }

    func labelled(_ label: String, role: AccessibilityRole? = nil, children: [DisplayNode] = []) -> DisplayNode {
        let node = children.isEmpty ? leaf(10, 10) : DisplayNode(kind: "group", children: children, layout: PassThroughGroupLayout())
        node.accessibility.label = label
        node.accessibility.role = role
        return node
    }

    @Test func leavesAreReadAsTextOrImage() {
        #expect(read([labelled("Hello"), labelled("Star", role: .image)])
            == [AccessibilityElement(role: .text, label: "Hello"), AccessibilityElement(role: .image, label: "Star")])
    }

    @Test func aButtonIsReadByItsTitleNotItsChildren() {
        let button = labelled("Save", role: .button, children: [labelled("Save label")])
        #expect(read([button]) == [AccessibilityElement(role: .button, label: "Save")])
    }

    @Test func hiddenAndLaidAsideNodesAreNotRead() {
        let hidden = labelled("Hidden")
        hidden.accessibility.isHidden = true
        let aside = labelled("Aside")
        aside.isLaidAside = true
        #expect(read([hidden, aside, labelled("Shown")]).map(\.label) == ["Shown"])
    }

    @Test func anExplicitLabelReplacesTheChildren() {
        let group = labelled("Summary", children: [labelled("one"), labelled("two")])
        group.accessibility.labelIsExplicit = true
        #expect(read([group]) == [AccessibilityElement(role: .element, label: "Summary")])
    }

    @Test func aNodeReadAsOneElementSpeaksItsLabel() {
        let label = labelled("Inbox", children: [labelled("tray"), labelled("Inbox")])
        label.accessibility.readsAsOneElement = true
        #expect(read([label]) == [AccessibilityElement(role: .label, label: "Inbox")])
    }
}
