import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// What VoiceOver reads (`AccessibilityTree`): which views are elements, what the modifiers around
/// them change, and the reading order. The views use the engine's own edits (`accessibilityEdit`),
/// which the public modifiers are thin wrappers of.
@Suite("Accessibility tree")
@MainActor
struct AccessibilityTreeTests {
    /// The accessibility section's lines for a view.
    func read(_ view: some View) -> [String] {
        AccessibilityTree.elements(of: mount(view).displayTree()).map { ReportLine(accessibility: $0.reported).rendered }
    }

    @Test func textsAndSymbolsAreElementsAndStacksAreNot() {
        #expect(read(VStack { Text("Hello"); HStack { Image(systemName: "star.fill"); Text("World") } })
            == ["text \"Hello\"", "image \"Favorite\"", "text \"World\""])
    }

    @Test func aDecorativeImageAndAHiddenViewAreNotRead() {
        let view = VStack {
            Image(decorative: "seattle")
            VStack { Text("Hidden"); Text("Too") }.accessibilityEdit(.hidden)
            Text("Shown")
        }
        #expect(read(view) == ["text \"Shown\""])
    }

    @Test func aNamedImageReadsItsNameEvenWhenTheCatalogHasNone() {
        #expect(read(Image("harbour.night")) == ["image \"harbour night\""])
    }

    @Test func aButtonReadsItsLabelsContentAndHidesIt() {
        let styled = Button {} label: {
            Text("Book").font(.headline).padding().background(Color.blue)
        }
        let composite = Button {} label: { HStack { Image(systemName: "star.fill"); Text("Save") } }
        #expect(read(VStack { styled; composite }) == ["button \"Book\"", "button \"Favorite, Save\""])
    }

    @Test func aLabelReadsItsTitleOnly() {
        #expect(read(Label("Inbox", systemImage: "tray")) == ["label \"Inbox\""])
    }

    @Test func aModifierAroundAStackChangesEachElementInIt() {
        let view = VStack { Text("One"); Text("Two") }.accessibilityEdit(.hint("Counts"))
        #expect(read(view) == ["text \"One\" hint=Counts", "text \"Two\" hint=Counts"])
    }

    @Test func theModifierClosestToTheViewWins() {
        let view = Text("Star").accessibilityEdit(.label("Inner")).padding().accessibilityEdit(.label("Outer"))
        #expect(read(view) == ["text \"Inner\""])
    }

    @Test func addedAndRemovedTraitsChangeTheRole() {
        let view = VStack {
            Text("Title").accessibilityEdit(.addTraits(.isHeader))
            Text("Tap").accessibilityEdit(.addTraits(.isButton))
            Button("Plain") {}.accessibilityEdit(.removeTraits(.isButton))
        }
        #expect(read(view) == ["text \"Title\" traits=header", "button \"Tap\" traits=staticText", "element \"Plain\""])
    }

    @Test func aHeadingHasAHeaderTraitAndItsLevel() {
        #expect(read(Text("Chapter").accessibilityEdit(.heading(.h2))) == ["text \"Chapter\" traits=header level=2"])
    }

    @Test func sortPriorityOrdersTheElementsOfAContainerHighestFirst() {
        let view = VStack {
            Text("b").accessibilityEdit(.sortPriority(1))
            Text("a").accessibilityEdit(.sortPriority(2))
            Text("c")
        }
        #expect(read(view) == ["text \"a\"", "text \"b\"", "text \"c\""])
    }

    @Test func aContainersElementsAreReadTogetherAndSortedAmongThemselves() {
        let view = VStack {
            VStack {
                Text("2").accessibilityEdit(.sortPriority(1))
                Text("3")
            }
            .accessibilityElement(children: .contain)
            Text("1").accessibilityEdit(.sortPriority(5))
            Text("4")
        }
        // The container sorts with its siblings by its own priority (zero), after "1".
        #expect(read(view) == ["text \"1\"", "text \"2\"", "text \"3\"", "text \"4\""])
    }

    @Test func aControlsTitleFollowsItsLabelsEdits() {
        let button = Button {} label: { Image(systemName: "trash").accessibilityEdit(.label("Delete")) }
        #expect(read(button) == ["button \"Delete\""])
    }

    @Test func aDisabledControlIsDimmed() {
        #expect(read(Button("Pay") {}.disabled(true)) == ["button \"Pay\" traits=notEnabled"])
    }

    @Test func aModifierMakesAnElementOfAViewThatHasNone() {
        #expect(read(Color.red.frame(width: 10, height: 10).accessibilityEdit(.label("Stop"))) == ["element \"Stop\""])
        #expect(read(Rectangle().accessibilityEdit(.addTraits(.isButton), .label("Go"))) == ["button \"Go\""])
    }

    @Test func hiddenStaysHiddenWhateverIsAddedAroundIt() {
        #expect(read(Text("Note").accessibilityEdit(.hidden).accessibilityEdit(.label("Back again"))).isEmpty)
        #expect(read(Image(decorative: "seattle").accessibilityEdit(.label("Seattle"))).isEmpty)
    }

    @Test func customActionsAreListedByName() {
        let view = Text("Mail").accessibilityAction(named: Text("Archive")) {}.accessibilityAction(named: Text("Flag")) {}
        #expect(read(view) == ["text \"Mail\" actions=Archive|Flag"])
    }
}
