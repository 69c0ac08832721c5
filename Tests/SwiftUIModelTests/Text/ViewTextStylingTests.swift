import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `View.bold(_:)`, `italic(_:)` and `fontWeight(_:)`: styling for the Text inside a view, which a
/// Text's own styling overrides.
@Suite("A view's text styling") @MainActor
struct ViewTextStylingTests {
    func attribute(_ name: String, of view: some View) -> String? {
        let graph = mount(view)
        return find("Text", in: graph)?.attributes.first { $0.0 == name }?.1
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aViewsBoldReachesTheTextInside() {
        #expect(attribute(Attribute.Name.bold, of: VStack { Text("Tokyo") }) == nil)
        #expect(attribute(Attribute.Name.bold, of: VStack { Text("Tokyo") }.bold()) != nil)
        #expect(attribute(Attribute.Name.bold, of: VStack { Text("Tokyo") }.bold(false)) == nil)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aViewsBoldIsAsWideAsTheTextsOwn() {
        let graphOwn = mount(Text("Tokyo").bold().fixedSize())
        let graphView = mount(VStack { Text("Tokyo") }.bold().fixedSize())
        let graphPlain = mount(Text("Tokyo").fixedSize())
        let own = graphOwn.displayTree()[0].sizeThatFits(.unspecified)
        let view = graphView.displayTree()[0].sizeThatFits(.unspecified)
        let plain = graphPlain.displayTree()[0].sizeThatFits(.unspecified)
        #expect(view.width == own.width)
        #expect(view.width > plain.width)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aViewsWeightGivesWayToTheTextsOwn() {
        #expect(attribute(Attribute.Name.weight, of: VStack { Text("Tokyo") }.fontWeight(.heavy)) == "heavy")
        #expect(attribute(Attribute.Name.weight, of: VStack { Text("Tokyo").fontWeight(.light) }.fontWeight(.heavy)) == "light")
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aViewsItalicReachesTheTextInside() {
        #expect(attribute(Attribute.Name.italic, of: VStack { Text("Tokyo") }) == nil)
        #expect(attribute(Attribute.Name.italic, of: VStack { Text("Tokyo") }.italic()) != nil)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aStyleFillsAShapeOverTheView() throws {
        _ = ModelProblems.take()
        let graph = mount(Color.red.frame(width: 40, height: 20).overlay(Color.blue, in: Capsule()))
        let overlay = try #require(find("overlay", in: graph))
        let fill = try #require(overlay.children.last)
        #expect(fill.kind == "fill")
        #expect(fill.attributes.contains { $0 == (Attribute.Name.shape, "capsule") })
        #expect(ModelProblems.take().isEmpty)
    }
}

/// `lineLimit(_:reservesSpace:)`: a Text as tall as its limit's lines whatever it takes.
@Suite("Reserving a line limit's space") @MainActor
struct LineLimitReservesSpaceTests {
    func height(_ view: some View) -> CGFloat {
        mount(view).displayTree()[0].sizeThatFits(ProposedViewSize(width: 300, height: nil)).height
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aShortTextReservesItsLimitsLines() {
        let one = height(Text("Tokyo"))
        let reserved = height(Text("Tokyo").lineLimit(3, reservesSpace: true))
        let notReserved = height(Text("Tokyo").lineLimit(3, reservesSpace: false))
        #expect(notReserved == one)
        #expect(reserved > 2.5 * one)
        #expect(reserved < 3.5 * one)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aLongTextStillStopsAtItsLimit() {
        let long = String(repeating: "A long sentence that wraps. ", count: 20)
        let limited = height(Text(long).lineLimit(2))
        #expect(height(Text(long).lineLimit(2, reservesSpace: true)) == limited)
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aRangeReservesItsLowerBoundAndStopsAtItsUpper() {
        let one = height(Text("Tokyo"))
        let long = String(repeating: "A long sentence that wraps. ", count: 20)
        let two = height(Text("Tokyo").lineLimit(2...4))
        #expect(two > 1.5 * one && two < 2.5 * one)
        #expect(height(Text(long).lineLimit(2...4)) == height(Text(long).lineLimit(4)))
        #expect(height(Text("Tokyo").lineLimit(3...)) > 2.5 * one)
        #expect(height(Text(long).lineLimit(3...)) == height(Text(long)))
        #expect(height(Text("Tokyo").lineLimit(...3)) == one)
        #expect(height(Text(long).lineLimit(...3)) == height(Text(long).lineLimit(3)))
        // Other suites report into the same list at the same time: only this API's reports count.
        #expect(!ModelProblems.take().contains { $0.contains("lineLimit") })
    }
}
