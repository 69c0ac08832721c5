import Foundation
@testable import SwiftUIModel
import Testing

/// What the model does not keep of a `Transition` says so when read.
@Suite("Transition properties and apply report themselves") @MainActor
struct TransitionPropertiesTests {
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Fade: Transition {
        func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func propertiesReportThemselves() {
        _ = ModelProblems.take()
        _ = Fade.properties
        _ = OpacityTransition.properties
        _ = IdentityTransition.properties
        _ = AsymmetricTransition<OpacityTransition, IdentityTransition>.properties
        let problems = ModelProblems.take()
        for name in ["Transition.properties", "OpacityTransition.properties", "IdentityTransition.properties", "AsymmetricTransition.properties"] {
            #expect(problems.contains { $0.contains("`\(name)` is not modelled") })
        }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func applyShowsTheContentAndReportsItself() {
        _ = ModelProblems.take()
        let graph = mount(Fade().apply(content: Text("Hello"), phase: .willAppear))
        #expect(plainTexts(graph).contains("Hello"))
        #expect(ModelProblems.take().contains { $0.contains("`Transition.apply(content:phase:)` is not modelled") })
    }

    @Test func ignoredByLayoutReportsItselfAndKeepsTheEffect() {
        _ = ModelProblems.take()
        let effect = Shift(x: 3).ignoredByLayout()
        #expect(effect.base.x == 3)
        #expect(effect.effectValue(size: .zero).m31 == 3)
        #expect(ModelProblems.take().contains { $0.contains("`GeometryEffect.ignoredByLayout()` is not modelled") })
    }

    struct Shift: GeometryEffect {
        var x: CGFloat
        var animatableData: CGFloat {
            get { x }
            set { x = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: x, y: 0)) }
    }
}
