import Foundation
@testable import SwiftUIModel
import Testing

/// `AnyScrollTargetBehavior` forwards to the behaviour it wraps (Apple's inlinable bodies), and
/// the scroll values the model keeps nothing of report themselves when compared, hashed or read
/// (AnyScrollTargetBehavior.swift, ScrollValues+Equatable.swift,
/// ScrollTargetBehaviorContext+Members.swift).
@Suite("AnyScrollTargetBehavior and scroll values") @MainActor
struct AnyScrollTargetBehaviorTests {
    final class Calls { var updates = 0 }

    @available(*, deprecated, message: "tests API whose availability is data")
    struct Counting: ScrollTargetBehavior {
        let calls: Calls
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { calls.updates += 1 }
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theErasedBehaviourForwardsToItsBase() {
        _ = ModelProblems.take()
        let calls = Calls()
        let erased = AnyScrollTargetBehavior(Counting(calls: calls))
        var target = ScrollTarget(notModelledPlaceholder: ())
        erased.updateTarget(&target, context: ScrollTargetBehaviorContext(notModelledPlaceholder: ()))
        erased.updateTarget(&target, context: ScrollTargetBehaviorContext(notModelledPlaceholder: ()))
        #expect(calls.updates == 2)
        #expect(erased.base is Counting)
        // The base's `properties(context:)` is the protocol's default, which reports itself.
        _ = erased.properties(context: ScrollTargetBehaviorPropertiesContext(notModelledPlaceholder: ()))
        #expect(ModelProblems.take().contains { $0.contains("`ScrollTargetBehavior.properties(context:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func comparingOrHashingScrollValuesReportsItself() {
        _ = ModelProblems.take()
        let target = ScrollTarget(notModelledPlaceholder: ())
        #expect(target == target)
        _ = Set([target])
        _ = ScrollPosition(notModelledPlaceholder: ()) == ScrollPosition(notModelledPlaceholder: ())
        _ = Set([ScrollDismissesKeyboardMode(notModelledPlaceholder: ())])
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`ScrollTarget.==(_:_:)` is not modelled") })
        #expect(problems.contains { $0.contains("`ScrollTarget.hash(into:)` is not modelled") })
        #expect(problems.contains { $0.contains("`ScrollPosition.==(_:_:)` is not modelled") })
        #expect(problems.contains { $0.contains("`ScrollDismissesKeyboardMode.hash(into:)` is not modelled") })
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func aContextsVelocityAndEnvironmentReportThemselves() {
        _ = ModelProblems.take()
        let context = ScrollTargetBehaviorContext(notModelledPlaceholder: ())
        #expect(context.velocity == CGVector(dx: 0, dy: 0))
        #expect(context[dynamicMember: \EnvironmentValues.colorScheme] == EnvironmentValues().colorScheme)
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`ScrollTargetBehaviorContext.velocity` is not modelled") })
        #expect(problems.contains { $0.contains("`ScrollTargetBehaviorContext.subscript(dynamicMember:)` is not modelled") })
    }
}
