import Foundation
@testable import SwiftUIModel
import Testing

/// ModifiedContent's equality and joined modifiers (`concat(_:)`).
@Suite("ModifiedContent members") @MainActor
struct ModifiedContentMembersTests {
    struct Below: ViewModifier, Equatable {
        let label: String
        func body(content: Content) -> some View {
            VStack {
                content
                Text(label)
            }
        }
    }

    @Test func modifiedContentIsEqualWhenItsPartsAre() {
        #expect(ModifiedContent(content: 1, modifier: Below(label: "a")) == ModifiedContent(content: 1, modifier: Below(label: "a")))
        #expect(ModifiedContent(content: 1, modifier: Below(label: "a")) != ModifiedContent(content: 1, modifier: Below(label: "b")))
        #expect(ModifiedContent(content: 1, modifier: Below(label: "a")) != ModifiedContent(content: 2, modifier: Below(label: "a")))
    }

    /// `a.concat(b)` is `a`, then `b` around what `a` made.
    @Test func joinedModifiersApplyInOrder() {
        let graph = mount(Text("x").modifier(Below(label: "a").concat(Below(label: "b"))))
        #expect(texts(graph) == ["\"x\"", "\"a\"", "\"b\""])
        let reversed = mount(Text("x").modifier(Below(label: "b").concat(Below(label: "a"))))
        #expect(texts(reversed) == ["\"x\"", "\"b\"", "\"a\""])
    }
}
