@testable import SwiftUIModel
import Testing

/// Scroll target behaviours (`Containers/ScrollTargets.swift`): Apple's requirements, which the
/// model never calls, report themselves when code calls them.
@Suite("Scroll target behaviours") @MainActor
struct ScrollTargetBehaviorTests {
    /// A behaviour of the course's own: it conforms with `updateTarget` alone.
    @available(*, deprecated, message: "tests API whose availability is data")
    struct Snap: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
    }

    @available(*, deprecated, message: "tests API whose availability is data")
    @Test func theBuiltInBehavioursReportTheirRequirements() {
        _ = ModelProblems.take()
        var target = ScrollTarget(notModelledPlaceholder: ())
        PagingScrollTargetBehavior().updateTarget(&target, context: ScrollTargetBehaviorContext(notModelledPlaceholder: ()))
        ViewAlignedScrollTargetBehavior.viewAligned(anchor: .top).updateTarget(&target, context: ScrollTargetBehaviorContext(notModelledPlaceholder: ()))
        _ = Snap().properties(context: ScrollTargetBehaviorPropertiesContext(notModelledPlaceholder: ()))
        let problems = ModelProblems.take()
        #expect(problems.contains { $0.contains("`PagingScrollTargetBehavior.updateTarget(_:context:)` is not modelled") })
        #expect(problems.contains { $0.contains("`ViewAlignedScrollTargetBehavior.updateTarget(_:context:)` is not modelled") })
        #expect(problems.contains { $0.contains("`ScrollTargetBehavior.properties(context:)` is not modelled") })
    }
}
