@testable import SwiftUIModel
import Testing

/// `AnyView(_fromValue:)` and `_IdentifiedViewTree` (OpenSwiftUI's AnyView and
/// IdentifiedViewTree compatibility tests, run against SwiftUI).
@Suite("Underscored view values")
@MainActor
struct UnderscoredViewTests {
    @Test func anyViewWrapsAViewAndNothingElse() {
        #expect(AnyView(_fromValue: EmptyView()) != nil)
        #expect(AnyView(_fromValue: 3) == nil)
    }

    @Test func anEmptyTreeVisitsNothing() {
        var visits = 0
        _IdentifiedViewTree.empty.forEach { _ in visits += 1 }
        #expect(visits == 0)
        _IdentifiedViewTree.array([.empty, .proxy(_IdentifiedViewProxy(identifier: "a", boundingRect: .zero))]).forEach { _ in visits += 1 }
        #expect(visits == 1)
    }
}
