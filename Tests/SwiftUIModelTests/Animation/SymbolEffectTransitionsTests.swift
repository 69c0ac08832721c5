import Foundation
@testable import SwiftUIModel
import Testing

/// Symbol effects as transitions, content transitions and indefinite effects report themselves.
@Suite("Symbol effect transitions report themselves") @MainActor
struct SymbolEffectTransitionsTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func transitionsAndIndefiniteEffectsReport() {
        _ = ModelProblems.take()
        _ = AnyTransitionlessTransition.make()
        let content = ContentTransition.symbolEffect(Swap())
        #expect(content == .symbolEffect)
        let graph = mount(Text("Hi").symbolEffect(.pulse, isActive: true))
        #expect(plainTexts(graph).contains("Hi"))
        let problems = ModelProblems.take()
        for name in ["SymbolEffectTransition.init(effect:options:)", "ContentTransition.symbolEffect(_:options:)", "View.symbolEffect(_:options:isActive:)"] {
            #expect(problems.contains { $0.contains("`\(name)` is not modelled") })
        }
    }
}

@available(*, deprecated, message: "tests API whose availability is data")
private enum AnyTransitionlessTransition {
    @MainActor static func make() -> SymbolEffectTransition { .symbolEffect(Appear(), options: .default) }
}

private struct Appear: SymbolEffect, TransitionSymbolEffect {}
private struct Swap: SymbolEffect, ContentTransitionSymbolEffect {}
