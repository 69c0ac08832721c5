import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `accessibilityElement(children:)` (`AccessibilityGrouping`): ignore, combine and contain.
@Suite("Accessibility grouping")
@MainActor
struct AccessibilityGroupingTests {
    func elements(_ view: some View) -> [AccessibilityNode] { AccessibilityTree.elements(of: mount(view).displayTree()) }
    func read(_ view: some View) -> [String] { elements(view).map { ReportLine(accessibility: $0.reported).rendered } }

    @Test func ignoreMakesANewElementWithOnlyWhatItIsGiven() {
        let view = VStack { Button("Previous") {}; Text("2"); Button("Next") {} }
            .accessibilityElement(children: .ignore)
            .accessibilityEdit(.label("Pages"), .value("Page 2 of 5"))
        #expect(read(view) == ["element \"Pages\" value=\"Page 2 of 5\""])
        #expect(elements(view)[0].defaultAction == nil)
    }

    @Test func combineJoinsTheChildrensLabelsInReadingOrder() {
        let view = HStack { Image(systemName: "person"); Text("Ada"); Text("Online").accessibilityEdit(.sortPriority(1)) }
            .accessibilityElement(children: .combine)
        #expect(read(view) == ["element \"Online, person, Ada\""])
    }

    @Test func combineLendsTheOnlyDefaultActionAndItsRole() {
        var ran = false
        let view = HStack { Text("Wi-Fi"); Button("Join") { ran = true } }.accessibilityElement(children: .combine)
        let combined = elements(view)
        #expect(combined.map { ReportLine(accessibility: $0.reported).rendered } == ["button \"Wi-Fi, Join\""])
        combined[0].defaultAction?()
        #expect(ran)
    }

    @Test func combineTurnsSeveralDefaultActionsIntoNamedOnes() {
        let view = HStack { Text("Ada"); Button("Call") {}; Button("Mail") {} }.accessibilityElement(children: .combine)
        #expect(read(view) == ["element \"Ada, Call, Mail\" actions=Call|Mail"])
    }

    @Test func combineKeepsTraitsThatAreNotWhatAChildIs() {
        let view = VStack { Text("Title").accessibilityEdit(.addTraits(.isHeader)); Image(systemName: "star") }
            .accessibilityElement(children: .combine)
        #expect(read(view) == ["element \"Title, star\" traits=header"])
    }

    @Test func onAnElementAlreadyCombineAndContainChangeNothing() {
        #expect(read(Button("Save") {}.accessibilityElement(children: .combine)) == ["button \"Save\""])
        #expect(read(Button("Save") {}.accessibilityElement(children: .contain)) == ["button \"Save\""])
    }

    @Test func containKeepsTheChildrenAsElements() {
        let view = VStack { Text("One"); Text("Two") }.accessibilityElement(children: .contain)
        #expect(read(view) == ["text \"One\"", "text \"Two\""])
        let tree = AccessibilityTree.items(of: mount(view).displayTree()[0])
        #expect(tree.count == 1 && tree[0].children?.count == 2)
    }
}
