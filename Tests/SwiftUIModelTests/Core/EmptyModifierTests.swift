import CourseCheckProtocol
import Foundation
@testable import SwiftUIModel
import Testing

/// `EmptyModifier`: applying it changes nothing.
@Suite("The empty modifier") @MainActor
struct EmptyModifierTests {
    func size(_ view: some View) -> CGSize {
        mount(view).displayTree()[0].sizeThatFits(ProposedViewSize(width: 300, height: nil))
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func itLeavesTheContentAsItIs() {
        let plain = Text("Tokyo").padding(7)
        #expect(size(plain.modifier(EmptyModifier())) == size(plain))
        #expect(size(plain.modifier(EmptyModifier.identity)) == size(plain))
        #expect(find("Text", in: mount(Text("Tokyo").modifier(EmptyModifier()))) != nil)
    }
}
